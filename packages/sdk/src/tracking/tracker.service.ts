import type { DebugLogger } from '../core/debug-logger';
import { CUSTOM_EVENT_NAME_MAX, isStandardEventType } from '../core/event-types.constants';
import type { CartInput, IdentifyInput, ProductInput, PropertyInput, PurchaseInput } from '../core/sdk.types';
import { createUuid } from '../core/uuid.util';
import type { PageContext, Properties, WireEvent } from '../core/wire.types';
import type { IdentityStore } from '../identity/identity.store';
import type { Dispatcher } from '../transport/dispatcher.service';
import { memberRefOf, sanitizeIdentify } from './member.sanitizer';
import { sanitizeProperties } from './property.sanitizer';

export type EventListener = (event: WireEvent) => void;

export type TrackerDeps = {
  identity: IdentityStore;
  dispatcher: Dispatcher;
  readContext(): PageContext;
  logger: DebugLogger;
  // Plugins (widgets) observe every event after it is queued.
  emit?: EventListener;
};

export type Tracker = {
  identify(input: IdentifyInput): void;
  track(name: string, properties?: PropertyInput): void;
  page(properties?: PropertyInput): void;
  product(product: ProductInput): void;
  cart(input: CartInput): void;
  purchase(input: PurchaseInput): void;
  favorite(productCode: string, on?: boolean): void;
  logout(): void;
};

export function createTracker(deps: TrackerDeps): Tracker {
  const { identity, dispatcher, logger } = deps;

  function enqueue(type: string, name: string | undefined, properties: Properties): void {
    const event: WireEvent = { id: createUuid(), type, ts: new Date().toISOString(), properties };
    if (name !== undefined) event.name = name;
    const member = identity.getMember();
    if (member) event.member = member;
    dispatcher.enqueue({ event, context: deps.readContext() });
    logger.log('queued', type, name ?? '', properties);
    deps.emit?.(event);
  }

  const tracker: Tracker = {
    identify(input) {
      const properties = sanitizeIdentify(typeof input === 'object' && input !== null ? input : {});
      const ref = memberRefOf(properties);
      if (ref.customerId !== undefined || ref.email !== undefined) identity.setMember(ref);
      enqueue('identify', undefined, properties);
    },
    track(name, properties) {
      const trimmed = typeof name === 'string' ? name.trim() : '';
      if (trimmed === '') {
        logger.log('track() needs an event name');
        return;
      }
      const clean = sanitizeProperties(properties);
      if (isStandardEventType(trimmed)) enqueue(trimmed, undefined, clean);
      else enqueue('custom', trimmed.slice(0, CUSTOM_EVENT_NAME_MAX), clean);
    },
    page(properties) {
      const context = deps.readContext();
      tracker.track('page_view', { url: context.url, title: context.title, referrer: context.referrer, ...properties });
    },
    product: (product) => tracker.track('product_view', product),
    cart: (input) => tracker.track('cart_update', input),
    purchase: (input) => tracker.track('purchase', input),
    favorite(productCode, on = true) {
      tracker.track(on ? 'add_favorite' : 'remove_favorite', { code: productCode });
    },
    logout() {
      identity.clearMember();
      logger.log('member forgotten; device id kept');
    },
  };
  return tracker;
}
