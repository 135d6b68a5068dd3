import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  HTTP_STATUS,
  maskCoupon,
  pickSector,
  pickUiLanguage,
  type TWheelSettings,
  type TWheelSpinInput,
  type TWheelSpinResult,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound, validationError } from '../../platform/http/app-error';
import { normalizePhone } from '@ulak/shared/phone';
import { upsertSiteMember } from '../audience';
import { reserveCoupon } from '../coupons';
import type { TConfigApp } from './widget-config.service';
import { signedWidget } from './widget-interactions.service';
import { widgetsRepository } from './widgets.repository';
import { enqueueVisitorNotice } from './widgets.jobs';

type Deps = Pick<AppDeps, 'db' | 'secretBox'>;
const RESOLUTION = 1_000_000_000;

// The server's draw, never the browser's: a uniform crypto random number against the win percentages.
export function drawSector(percentages: readonly number[]): number {
  return pickSector(percentages, randomInt(RESOLUTION) / RESOLUTION);
}

const alreadySpun = () => new AppError('wheel_already_spun', HTTP_STATUS.validation);

// The visitor's address in the form the wheel collects it, or a field error.
function contactOf(settings: TWheelSettings, input: Pick<TWheelSpinInput, 'email' | 'phone'>) {
  if (settings.collect === 'email') {
    if (!input.email) throw validationError('validation.contact_required', 'email');
    return { email: input.email.trim().toLowerCase(), phone: null };
  }
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (!phone) throw validationError('validation.phone_format', 'phone');
  return { email: null, phone };
}

// One spin: one per email or phone and per device (the ledger's unique indexes decide, even when
// spins race), the sector drawn here, a unique coupon of the sector's campaign reserved in the same
// transaction and sent to the address; the page only learns the sector and the masked code.
export async function spinWheel(
  deps: Deps,
  app: TConfigApp,
  widgetId: number,
  input: TWheelSpinInput & { lang?: string },
  ip: string | null,
): Promise<TWheelSpinResult> {
  const { widget } = await signedWidget(deps, app, widgetId, input);
  if (widget.type !== 'wheel') throw notFound();
  const settings = widget.settings as TWheelSettings;
  const contact = contactOf(settings, input);
  const index = drawSector(settings.sectors.map((s) => s.percentage));
  const sector = settings.sectors[index];
  if (!sector) throw new Error('wheel sector out of range');
  const lang = pickUiLanguage(input.lang) ?? 'tr';
  return deps.db.transaction(async (tx) => {
    const claimed = await tx.execute<{ id: number }>(sql`
      insert into wheel_spins (account_id, widget_id, device_id, email, phone, sector, sector_name, ip)
      values (${app.accountId}, ${widget.id}, ${input.deviceId}, ${contact.email}, ${contact.phone}, ${index},
        ${sector.name}, ${ip})
      on conflict do nothing returning id`);
    const spinId = claimed.rows[0]?.id;
    if (spinId === undefined) throw alreadySpun();
    const memberId = await upsertSiteMember(tx, app.accountId, { ...contact, consent: true, language: lang });
    const coupon = sector.couponCampaignId
      ? await reserveCoupon(tx, app.accountId, sector.couponCampaignId, memberId)
      : null;
    await tx.execute(sql`update wheel_spins set member_id = ${memberId}, coupon_id = ${coupon?.id ?? null},
      coupon_code = ${coupon?.code ?? null} where account_id = ${app.accountId} and id = ${spinId}`);
    await widgetsRepository.record(tx, app.accountId, widget, {
      kind: 'conversion',
      deviceId: input.deviceId,
      memberId,
      details: { sector: index, prize: sector.name, coupon: coupon !== null },
    });
    if (coupon) {
      await enqueueVisitorNotice(tx, {
        to: contact.email ?? contact.phone ?? '',
        channel: contact.email ? 'email' : 'phone',
        lang,
        template: 'widget_coupon',
        params: { prize: sector.name, code: coupon.code },
      });
    }
    return { sector: index, name: sector.name, couponMasked: coupon ? maskCoupon(coupon.code) : null };
  });
}
