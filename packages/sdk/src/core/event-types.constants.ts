// Event types the server knows; any other name is sent as type 'custom' with its name.
export const STANDARD_EVENT_TYPES = [
  'page_view',
  'product_view',
  'add_to_cart',
  'remove_from_cart',
  'cart_update',
  'checkout',
  'purchase',
  'login',
  'signup',
  'add_favorite',
  'remove_favorite',
  'search',
] as const;

export type StandardEventType = (typeof STANDARD_EVENT_TYPES)[number];
export type EventType = StandardEventType | 'identify' | 'custom';

export const CUSTOM_EVENT_NAME_MAX = 100;

export function isStandardEventType(name: string): name is StandardEventType {
  return (STANDARD_EVENT_TYPES as readonly string[]).indexOf(name) !== -1;
}
