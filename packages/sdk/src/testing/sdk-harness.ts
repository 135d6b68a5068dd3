import { createSdk, type Sdk } from '../boot/sdk.factory';
import { createDebugLogger } from '../core/debug-logger';
import type { SdkConfig } from '../core/sdk.types';
import type { BatchBody, PageContext } from '../core/wire.types';
import { createMemoryStorage, type KeyValueStorage } from '../storage/safe-storage.adapter';
import type { FetchLike } from '../transport/http.sender';

// A scripted ingest endpoint for unit tests: each request takes the next reply (default 202).
export type ScriptedReply = { status: number; retryAfter?: string } | 'network-error';

export type Harness = {
  sdk: Sdk;
  storage: KeyValueStorage;
  requests: BatchBody[];
  beacons: BatchBody[];
  replies: ScriptedReply[];
  page: PageContext;
  urls: string[];
};

export const TEST_CONTEXT: PageContext = {
  url: 'https://shop.test/',
  referrer: '',
  title: 'Shop',
  language: 'tr-TR',
  screen: '1280x720',
  timezone: 'Europe/Istanbul',
};

export function createHarness(
  options: { storage?: KeyValueStorage; config?: Partial<SdkConfig>; beacon?: boolean } = {},
): Harness {
  const storage = options.storage ?? createMemoryStorage();
  const requests: BatchBody[] = [];
  const beacons: BatchBody[] = [];
  const replies: ScriptedReply[] = [];
  const urls: string[] = [];
  const page: PageContext = { ...TEST_CONTEXT };

  const fetchFn: FetchLike = async (url, init) => {
    urls.push(url);
    requests.push(JSON.parse(String(init.body)) as BatchBody);
    const reply = replies.shift() ?? { status: 202 };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const headers = new Headers(reply.retryAfter === undefined ? {} : { 'Retry-After': reply.retryAfter });
    return { status: reply.status, headers };
  };
  const config: SdkConfig = {
    token: 'tok_test',
    apiBase: 'https://api.test',
    debug: false,
    autoPageView: true,
    ...options.config,
  };
  const sdk = createSdk({
    config,
    storage,
    fetchFn,
    beacon:
      options.beacon === false
        ? undefined
        : (url, data) => {
            urls.push(url);
            void data.text().then((text) => beacons.push(JSON.parse(text) as BatchBody));
            return true;
          },
    readContext: () => ({ ...page }),
    logger: createDebugLogger(false),
    random: () => 0.5,
  });
  return { sdk, storage, requests, beacons, replies, page, urls };
}

export function eventNames(bodies: BatchBody[]): string[] {
  return bodies.flatMap((body) => body.events.map((event) => event.name ?? event.type));
}
