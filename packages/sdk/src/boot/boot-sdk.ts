import { createDebugLogger } from '../core/debug-logger';
import { watchLifecycle } from '../page/lifecycle.watcher';
import { watchNavigation } from '../page/navigation.watcher';
import { createPageContextReader } from '../page/page-context.reader';
import { BUILT_IN_PLUGINS } from '../plugins/plugin.registry';
import { createPushSubscriber, type PushEnvironment } from '../push/push-subscriber';
import { openBrowserStorage } from '../storage/safe-storage.adapter';
import type { BeaconLike } from '../transport/http.sender';
import { createPublicApi, replayQueue, type UlakCallable } from './public-api.factory';
import { readScriptConfig } from './script-config.reader';
import { createSdk } from './sdk.factory';

// Before load: the snippet's stub function with its queue `q`; after load: the real API.
type UlakStub = ((...args: unknown[]) => void) & { q?: unknown; loaded?: boolean };
type UlakGlobal = { ulak?: UlakStub | UlakCallable };

function browserBeacon(nav: Navigator): BeaconLike | undefined {
  if (typeof nav.sendBeacon !== 'function') return undefined;
  return (url, data) => nav.sendBeacon(url, data);
}

function pushEnvironment(win: Window): PushEnvironment {
  const nav = win.navigator;
  const supported = 'serviceWorker' in nav && 'PushManager' in win && 'Notification' in win;
  return {
    serviceWorker: supported ? (nav.serviceWorker as unknown as PushEnvironment['serviceWorker']) : undefined,
    notification: supported ? (win.Notification as unknown as PushEnvironment['notification']) : undefined,
    fetchFn: (url, init) => win.fetch(url, init),
    language: nav.language || '',
  };
}

// Replaces the snippet's stub with the real API, replays what the page queued, then tracks the page view.
export function bootSdk(win: Window): void {
  const global = win as unknown as UlakGlobal;
  const stub = global.ulak;
  if (stub && stub.loaded === true) return; // the script was included twice

  const config = readScriptConfig(win.document, win.location.href);
  const logger = createDebugLogger(config.debug);
  const context = createPageContextReader(win);
  const sdk = createSdk({
    config,
    storage: openBrowserStorage(),
    fetchFn: (url, init) => win.fetch(url, init),
    beacon: browserBeacon(win.navigator),
    readContext: context.read,
    logger,
    push: (options, getDeviceId) =>
      createPushSubscriber({ config, env: pushEnvironment(win), getDeviceId, logger })(options),
  });
  const api = createPublicApi(sdk.api, logger);
  global.ulak = api;
  replayQueue(stub?.q, api);
  // A kept reference to the stub still works: it pushes onto `window.ulak.q`, which now forwards to the API.
  Object.assign(api, { q: { push: (...entries: unknown[]) => replayQueue(entries, api) } });
  if (!config.token) logger.log('no data-token found; events wait until ulak("init", { token })');

  if (config.autoPageView) {
    api.page();
    watchNavigation(win, (previousUrl) => {
      context.navigated(previousUrl);
      api.page();
    });
  }
  watchLifecycle(win, sdk.dispatcher);
  sdk.plugins.start(BUILT_IN_PLUGINS, {
    config,
    logger,
    track: api.track,
    getDeviceId: sdk.identity.getDeviceId,
    getMember: sdk.identity.getMember,
    pushSubscribe: () => api.pushSubscribe(),
  });
  sdk.dispatcher.resume();
}
