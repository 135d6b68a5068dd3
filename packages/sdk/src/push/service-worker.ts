import { clickTarget, notificationFrom, parsePayload } from './notification';

// ulak-sw.js: shows each push as a notification and opens the click-tracking URL on click. The shop
// hosts /ulak-sw.js on its own origin with `importScripts('<ulak>/ulak-sw.js')`.

type PushEventLike = { data: { text(): string } | null; waitUntil(p: Promise<unknown>): void };
type ClickEventLike = {
  notification: { data: unknown; close(): void };
  waitUntil(p: Promise<unknown>): void;
};
type WorkerScope = {
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: { openWindow(url: string): Promise<unknown>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
};

const scope = self as unknown as WorkerScope;

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

scope.addEventListener('push', (event) => {
  const spec = notificationFrom(parsePayload(event.data ? event.data.text() : null));
  event.waitUntil(scope.registration.showNotification(spec.title, spec.options));
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = clickTarget(event.notification.data);
  if (target) event.waitUntil(scope.clients.openWindow(target));
});
