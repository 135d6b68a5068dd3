import type { Component, Editor } from 'grapesjs';
import { cartMjml, couponMjml, orderMjml, productVariablesMjml, unsubscribeMjml } from './block-mjml';

export type TBlockLabels = {
  category: string;
  savedCategory: string;
  product: string;
  productCta: string;
  coupon: string;
  couponLabel: string;
  cart: string;
  order: string;
  orderLabel: string;
  total: string;
  quantity: string;
  track: string;
  unsubscribe: string;
  unsubscribeLabel: string;
};

const icon = (path: string) =>
  `<svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" stroke-width="1.6" aria-hidden="true">${path}</svg>`;

// Ulak's blocks beside the MJML plugin's own (sections, columns, text, image, button, divider, spacer,
// social): the trigger's product, coupon, cart loop, order, unsubscribe link, and the merchant's saved blocks.
export function registerUlakBlocks(
  editor: Editor,
  l: TBlockLabels,
  saved: { id: number; name: string; mjml: string }[],
) {
  const blocks = editor.Blocks;
  const add = (id: string, label: string, content: string, media: string, category = l.category) =>
    blocks.add(id, { label, category, content, media: icon(media) });
  add(
    'ulak-product',
    l.product,
    productVariablesMjml(l.productCta),
    '<rect x="3" y="4" width="8" height="16" rx="1"/><path d="M14 8h7M14 12h5M14 16h4"/>',
  );
  add(
    'ulak-coupon',
    l.coupon,
    couponMjml(l.couponLabel),
    '<rect x="3" y="6" width="18" height="12" rx="2" stroke-dasharray="3 2"/>',
  );
  add(
    'ulak-cart',
    l.cart,
    cartMjml({ quantity: l.quantity, total: l.total }),
    '<path d="M3 4h2l2 11h11l2-8H6"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
  );
  add(
    'ulak-order',
    l.order,
    orderMjml({ order: l.orderLabel, total: l.total, track: l.track }),
    '<rect x="5" y="3" width="14" height="18" rx="1"/><path d="M8 8h8M8 12h8M8 16h5"/>',
  );
  add(
    'ulak-unsubscribe',
    l.unsubscribe,
    unsubscribeMjml(l.unsubscribeLabel),
    '<path d="M4 12h16"/><circle cx="12" cy="12" r="9"/>',
  );
  for (const block of saved) addSavedBlock(editor, block, l.savedCategory);
}

export function addSavedBlock(editor: Editor, block: { id: number; name: string; mjml: string }, category: string) {
  editor.Blocks.add(`ulak-saved-${block.id}`, {
    label: block.name,
    category,
    content: block.mjml,
    media: icon('<path d="M6 3h12v18l-6-4-6 4z"/>'),
  });
}

// The body a new section goes into: after the selected section when there is one, else at the end.
export function insertSection(editor: Editor, mjml: string): void {
  // findType walks the component models: the canvas renders MJML as HTML, so a CSS query finds no mj-body.
  const body = editor.getWrapper()?.findType('mj-body')[0];
  if (!body) return;
  let section: Component | undefined = editor.getSelected();
  while (section && !section.is('mj-section') && !section.is('mj-wrapper')) section = section.parent();
  const at = section && section.parent() === body ? section.index() + 1 : undefined;
  const added = body.append(mjml, at === undefined ? {} : { at });
  if (added[0]) editor.select(added[0]);
}
