import { memberFieldsFor, type TVariableGroup } from '@ulak/shared';
import { safeHttpUrl } from '@ulak/shared/urls';
import type { DbOrTx } from '../../platform/db/database';
import { memberVariableFacts, type TVariableTagRow } from '../audience';

// The member variables: the catalogue's variable fields, named by their column.
const MEMBER_VARIABLES = memberFieldsFor('variable').map((field) => field.column);

// The variable groups of SPEC §3, as the help panel lists them. Names are what templates write.
// `tag` is any tag of the member by name, wherever it was set: the member's own tag, else one of its
// devices' tags (a template need not know which of the two a shop's tag sits on).
export const VARIABLE_CATALOGUE: TVariableGroup[] = [
  { group: 'member', variables: MEMBER_VARIABLES },
  { group: 'tag', variables: ['<tag name>'] },
  { group: 'member_tag', variables: ['<tag name>'] },
  { group: 'device_tag', variables: ['<tag name>'] },
  { group: 'cart', variables: ['show', 'total_count', 'total_price', 'price_currency', 'items'] },
  {
    group: 'order',
    variables: [
      'order_code',
      'status',
      'total_count',
      'total_price',
      'price_currency',
      'date',
      'tracking_url',
      'tracking_code',
      'satisfaction_url',
      'items',
    ],
  },
  {
    group: 'product',
    variables: ['title', 'content', 'price', 'discount_price', 'currency', 'url', 'image', 'code', 'category'],
  },
  { group: 'coupon', variables: ['code', 'discount', 'discount_type', 'expire_date'] },
  { group: 'form_links', variables: ['<form name>'] },
  { group: 'unsubscribe_link', variables: [] },
];

// Values a trigger supplies for every recipient (the product of a price alarm, a campaign coupon, form links).
export type TRunContext = {
  product?: Record<string, unknown>;
  coupon?: Record<string, unknown>;
  form_links?: Record<string, string>;
};

export type TScope = Record<string, unknown>;

function tagMap(rows: TVariableTagRow[]): Map<number, Record<string, string | null>> {
  const map = new Map<number, Record<string, string | null>>();
  for (const row of rows) {
    const tags = map.get(row.member_id) ?? {};
    tags[row.name] = row.value;
    map.set(row.member_id, tags);
  }
  return map;
}

// Builds each member's variable scope with one query per group for the whole batch.
export async function loadMemberScopes(
  db: DbOrTx,
  accountId: number,
  memberIds: number[],
  context: TRunContext = {},
): Promise<Map<number, TScope>> {
  const ids = [...new Set(memberIds)];
  const scopes = new Map<number, TScope>();
  if (ids.length === 0) return scopes;
  const [members, memberTags, deviceTags, carts, orders] = await Promise.all([
    memberVariableFacts.members(db, accountId, ids),
    memberVariableFacts.memberTags(db, accountId, ids),
    memberVariableFacts.deviceTags(db, accountId, ids),
    memberVariableFacts.carts(db, accountId, ids),
    memberVariableFacts.lastOrders(db, accountId, ids),
  ]);
  const memberTagMap = tagMap(memberTags);
  const deviceTagMap = tagMap(deviceTags);
  const cartMap = new Map(carts.map((c) => [c.member_id, c]));
  // Links rendered into messages are http(s) only, also for rows stored before that rule.
  const orderMap = new Map(
    orders.map((o) => [
      o.member_id,
      { ...o, tracking_url: safeHttpUrl(o.tracking_url), satisfaction_url: safeHttpUrl(o.satisfaction_url) },
    ]),
  );
  for (const member of members) {
    const cart = cartMap.get(member.id);
    const { member_id: _order, ...order } = orderMap.get(member.id) ?? { member_id: 0 };
    const memberTag = memberTagMap.get(member.id) ?? {};
    const deviceTag = deviceTagMap.get(member.id) ?? {};
    scopes.set(member.id, {
      ...baseScope(context),
      member: { ...member },
      tag: anyTag(memberTag, deviceTag),
      member_tag: memberTag,
      device_tag: deviceTag,
      cart: cart
        ? {
            show: cart.total_count > 0,
            total_count: cart.total_count,
            total_price: cart.total_price,
            price_currency: cart.price_currency,
            items: cart.items,
          }
        : { show: false, total_count: 0, total_price: 0, price_currency: 'TRY', items: [] },
      order,
    });
  }
  return scopes;
}

// The `tag` group: a device's tag fills a name only where the member has no tag of its own.
export const anyTag = (
  memberTag: Record<string, string | null>,
  deviceTag: Record<string, string | null>,
): Record<string, string | null> => ({ ...deviceTag, ...memberTag });

// The scope of a recipient who is not a member (a raw address): only the run's own values.
export function baseScope(context: TRunContext): TScope {
  return {
    member: {},
    tag: {},
    member_tag: {},
    device_tag: {},
    cart: { show: false, total_count: 0, total_price: 0, price_currency: 'TRY', items: [] },
    order: {},
    product: context.product ?? {},
    coupon: context.coupon ?? {},
    form_links: context.form_links ?? {},
  };
}
