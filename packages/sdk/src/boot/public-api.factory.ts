import type { DebugLogger } from '../core/debug-logger';
import type { UlakApi, UlakCommand } from '../core/sdk.types';

export const SDK_VERSION = '0.1.0';

// window.ulak after load: an object with methods that also stays callable as ulak('track', ...).
export type UlakCallable = UlakApi &
  ((command: string, ...args: unknown[]) => void) & { loaded: true; version: string };

const COMMANDS: readonly UlakCommand[] = [
  'init',
  'identify',
  'track',
  'cart',
  'purchase',
  'favorite',
  'product',
  'page',
  'logout',
  'flush',
  'pushSubscribe',
];

function isCommand(name: unknown): name is UlakCommand {
  return typeof name === 'string' && (COMMANDS as readonly string[]).indexOf(name) !== -1;
}

// Every entry point is wrapped: nothing the shop passes can throw into the host page.
export function createPublicApi(impl: UlakApi, logger: DebugLogger): UlakCallable {
  const guard = <A extends unknown[], R>(name: string, fn: (...args: A) => R, fallback: R) => {
    return (...args: A): R => {
      try {
        return fn(...args);
      } catch (error) {
        logger.log(`${name}() failed`, error);
        return fallback;
      }
    };
  };
  const settled = (promise: Promise<void>) => promise.catch((error: unknown) => logger.log('flush() failed', error));

  const api: UlakApi = {
    init: guard('init', impl.init, undefined),
    identify: guard('identify', impl.identify, undefined),
    track: guard('track', impl.track, undefined),
    cart: guard('cart', impl.cart, undefined),
    purchase: guard('purchase', impl.purchase, undefined),
    favorite: guard('favorite', impl.favorite, undefined),
    product: guard('product', impl.product, undefined),
    page: guard('page', impl.page, undefined),
    logout: guard('logout', impl.logout, undefined),
    flush: guard('flush', () => settled(impl.flush()), Promise.resolve()),
    pushSubscribe: guard(
      'pushSubscribe',
      (options?: { serviceWorkerPath?: string }) =>
        impl.pushSubscribe(options).catch((error: unknown) => {
          logger.log('pushSubscribe() failed', error);
          return 'failed' as const;
        }),
      Promise.resolve('failed' as const),
    ),
  };

  const callable = (command: string, ...args: unknown[]): void => {
    if (!isCommand(command)) {
      logger.log(`unknown command ${String(command)}`);
      return;
    }
    try {
      // Runtime callers are untyped JavaScript; each method sanitises its own input.
      (api[command] as (...input: unknown[]) => unknown)(...args);
    } catch (error) {
      logger.log(`${command} failed`, error);
    }
  };
  return Object.assign(callable, api, { loaded: true as const, version: SDK_VERSION });
}

// The snippet's stub pushed `arguments` objects onto ulak.q; replay them in the order they were made.
export function replayQueue(queue: unknown, api: UlakCallable): void {
  if (!Array.isArray(queue)) return;
  for (const entry of queue) {
    if (entry === null || typeof entry !== 'object' || typeof (entry as ArrayLike<unknown>).length !== 'number')
      continue;
    const [command, ...args] = Array.prototype.slice.call(entry as ArrayLike<unknown>) as unknown[];
    api(String(command), ...args);
  }
}
