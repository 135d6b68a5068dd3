import type { DebugLogger } from '../core/debug-logger';
import type { PushSubscribeResult, SdkConfig, UlakApi } from '../core/sdk.types';
import type { PageContext } from '../core/wire.types';
import { createIdentityStore, type IdentityStore } from '../identity/identity.store';
import { createPluginHost, type PluginHost } from '../plugins/plugin-host';
import type { KeyValueStorage } from '../storage/safe-storage.adapter';
import { createTracker, type Tracker } from '../tracking/tracker.service';
import { createDispatcher, type Dispatcher } from '../transport/dispatcher.service';
import { createEventQueueStore } from '../transport/event-queue.store';
import type { BeaconLike, FetchLike } from '../transport/http.sender';

export type SdkDeps = {
  config: SdkConfig;
  storage: KeyValueStorage;
  fetchFn: FetchLike;
  beacon?: BeaconLike;
  readContext(): PageContext;
  logger: DebugLogger;
  random?: () => number;
  // Web push sign-up (browser only; absent in DOM-free tests).
  push?: (
    options: { serviceWorkerPath?: string } | undefined,
    getDeviceId: () => string,
  ) => Promise<PushSubscribeResult>;
};

export type Sdk = {
  api: UlakApi;
  tracker: Tracker;
  dispatcher: Dispatcher;
  identity: IdentityStore;
  plugins: PluginHost;
};

// Wires the DOM-free core; boot-sdk.ts supplies the browser pieces, tests supply fakes.
export function createSdk(deps: SdkDeps): Sdk {
  const { config, logger } = deps;
  const identity = createIdentityStore(deps.storage);
  const plugins = createPluginHost(logger);
  const dispatcher = createDispatcher({
    store: createEventQueueStore(deps.storage),
    getDestination: () =>
      config.token && config.apiBase
        ? { token: config.token, apiBase: config.apiBase, deviceId: identity.getDeviceId() }
        : undefined,
    fetchFn: deps.fetchFn,
    beacon: deps.beacon,
    logger,
    random: deps.random,
  });
  const tracker = createTracker({ identity, dispatcher, readContext: deps.readContext, logger, emit: plugins.emit });

  const api: UlakApi = {
    init(options) {
      if (typeof options !== 'object' || options === null) return;
      if (typeof options.token === 'string' && options.token) config.token = options.token;
      if (typeof options.apiBase === 'string' && options.apiBase) config.apiBase = options.apiBase.replace(/\/+$/, '');
      if (typeof options.debug === 'boolean') logger.enabled = config.debug = options.debug;
      if (typeof options.autoPageView === 'boolean') config.autoPageView = options.autoPageView;
      dispatcher.resume();
    },
    identify: (input) => tracker.identify(input),
    track: (name, properties) => tracker.track(name, properties),
    cart: (input) => tracker.cart(input),
    purchase: (input) => tracker.purchase(input),
    favorite: (productCode, on) => tracker.favorite(productCode, on),
    product: (product) => tracker.product(product),
    page: (properties) => tracker.page(properties),
    logout: () => tracker.logout(),
    flush: () => dispatcher.flush(),
    pushSubscribe: (options) =>
      deps.push ? deps.push(options, identity.getDeviceId) : Promise.resolve<PushSubscribeResult>('unsupported'),
  };
  return { api, tracker, dispatcher, identity, plugins };
}
