import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { HTTP_STATUS } from '@ulak/shared';
import { PDFDocument } from 'pdf-lib';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { ordersRepository } from './orders.repository';

// The standard PDF fonts carry no Turkish letters (ğ, ş, ı, İ): DejaVu Sans is embedded instead, subset
// to the glyphs the invoice uses. The files are read once per process.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
let fonts: Promise<[Buffer, Buffer]> | null = null;
const loadFonts = () =>
  (fonts ??= Promise.all([readFile(fontFile('DejaVuSans.ttf')), readFile(fontFile('DejaVuSans-Bold.ttf'))]));
const money = (kurus: number) => `${(kurus / 100).toFixed(2)} TL`;

// A PDF invoice of a completed order (SPEC §8: not found while the order is not completed).
export async function invoicePdf(deps: AppDeps, accountId: number, orderId: number): Promise<Uint8Array> {
  const order = await ordersRepository.find(deps.db, accountId, orderId);
  if (!order || order.status !== 'completed') throw new AppError('invoice_not_found', HTTP_STATUS.notFound);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${order.id}`);
  const page = pdf.addPage([595, 842]);
  pdf.registerFontkit(fontkit);
  const [regular, heavy] = await loadFonts();
  const font = await pdf.embedFont(regular, { subset: true });
  const bold = await pdf.embedFont(heavy, { subset: true });
  let y = 790;
  const line = (text: string, size = 11, f = font) => {
    page.drawText(text, { x: 50, y, size, font: f });
    y -= size + 8;
  };
  const inv = order.invoice;
  line(`Fatura / Invoice #${order.id}`, 18, bold);
  line(`Tarih / Date: ${(order.completedAt ?? order.createdAt).toISOString().slice(0, 10)}`);
  line(`Ödeme / Payment: ${order.paymentId ?? '-'}`);
  y -= 10;
  if (inv.type === 'company') {
    line(inv.companyName ?? '', 12, bold);
    line(`Vergi dairesi / Tax office: ${inv.taxOffice ?? ''}  Vergi no / Tax number: ${inv.taxNumber ?? ''}`);
  } else {
    line(`${inv.name ?? ''} ${inv.surname ?? ''}`, 12, bold);
    line(`TC kimlik no / Identity number: ${inv.identityNumber ?? ''}`);
  }
  line(`${inv.address}, ${inv.zipCode} ${inv.city}`);
  y -= 10;
  const item =
    order.kind === 'main'
      ? `Paket / Packet: ${order.planCode ?? ''} (${order.period ?? ''})`
      : `Ek paket / Extra packet: ${order.channel ?? ''} +${order.amount ?? 0}`;
  line(item, 12, bold);
  line(`Tutar / Amount: ${money(order.subtotal)}`);
  if (order.discount > 0) line(`İndirim / Discount: -${money(order.discount)}`);
  line(`KDV %20 / VAT 20%: ${money(order.kdv)}`);
  line(`Toplam / Total: ${money(order.total)}`, 13, bold);
  return pdf.save();
}
