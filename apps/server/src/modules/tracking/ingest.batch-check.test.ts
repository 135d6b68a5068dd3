import { ZIngestBatch } from '@ulak/shared';
import { describe, expect, it } from 'vitest';
import { checkBatch, parseIngestBatch } from './ingest.batch-check';

// A small seeded generator: the same batches on every run.
function random(seed: number) {
  let s = seed;
  const next = (): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

const text = (n: number): string => 'x'.repeat(n);
const event = (i: number) => ({
  id: `0b7e1a52-8f1d-4c47-9a3e-2f1d6c8a9b${String(i % 100).padStart(2, '0')}`,
  type: 'product_view',
  ts: '2026-11-29T04:20:00.000Z',
  properties: { code: `SKU-${i}`, price: 499.9, nested: { a: [1, 'b'] } },
});
const batch = (events = 3): Record<string, unknown> => ({
  token: 'ulk_0123456789abcdef',
  deviceId: 'device-0001',
  sentAt: '2026-11-29T04:20:00.000Z',
  context: {
    url: 'https://shop.example.com/',
    referrer: '',
    title: 'Ürün',
    language: 'tr-TR',
    screen: '1x1',
    timezone: 'Europe/Istanbul',
  },
  events: Array.from({ length: events }, (_, i) => event(i)),
});

// Values that sit on either side of the schema's limits and types.
const VALUES: unknown[] = [
  undefined,
  null,
  0,
  1.5,
  true,
  '',
  'a',
  text(7),
  text(8),
  text(10),
  text(35),
  text(36),
  text(40),
  text(41),
  text(100),
  text(101),
  text(200),
  text(201),
  text(254),
  text(255),
  text(2000),
  text(2001),
  [],
  [1],
  {},
  { a: 1 },
  'page_view',
  'custom',
  'Page_View',
  '2026-11-29T04:20:00Z',
  '2026-11-29T04:20:00.123+03:00',
  '2026-11-29T04:20:00+24:00',
  '2026-02-29T04:20:00Z',
  '2026-11-29T04:20Z',
  '2026-11-29 04:20:00Z',
  '2026-11-29T04:20:00.123456789Z',
  '0b7e1a52-8f1d-4c47-9a3e-2f1d6c8a9b10',
  '0b7e1a52-8f1d-0c47-9a3e-2f1d6c8a9b10',
  '00000000-0000-0000-0000-000000000000',
  '0B7E1A52-8F1D-4C47-9A3E-2F1D6C8A9B10',
  { customerId: 'c1' },
  { email: text(255) },
  { customerId: 5 },
  { [text(101)]: 1 },
  { ['x'.repeat(100)]: null },
];
const PATHS: (string | number)[][] = [
  [],
  ['token'],
  ['deviceId'],
  ['sentAt'],
  ['context'],
  ['context', 'url'],
  ['context', 'referrer'],
  ['context', 'title'],
  ['context', 'language'],
  ['context', 'screen'],
  ['context', 'timezone'],
  ['context', 'extra'],
  ['extra'],
  ['events'],
  ['events', 0],
  ['events', 1, 'id'],
  ['events', 0, 'type'],
  ['events', 2, 'name'],
  ['events', 0, 'ts'],
  ['events', 1, 'properties'],
  ['events', 0, 'properties', 'code'],
  ['events', 2, 'member'],
  ['events', 0, 'member', 'customerId'],
  ['events', 0, 'member', 'email'],
  ['events', 0, 'extra'],
];

function mutate(value: unknown, path: (string | number)[], to: unknown): unknown {
  if (path.length === 0) return to;
  if (typeof value !== 'object' || value === null) return value;
  let target = value as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null) return value;
    target = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1] as string | number;
  if (to === undefined) delete target[last];
  else target[last] = to;
  return value;
}

describe('checkBatch', () => {
  it('returns what ZIngestBatch returns, or leaves the batch to it', () => {
    const rng = random(20261129);
    let recognised = 0;
    for (let n = 0; n < 6_000; n++) {
      let value: unknown = batch(rng.pick([0, 1, 3, 50, 51]));
      for (let m = Math.floor(rng.next() * 3); m > 0; m--)
        value = mutate(value, rng.pick(PATHS), structuredClone(rng.pick(VALUES)));
      const zod = ZIngestBatch.safeParse(structuredClone(value));
      const fast = checkBatch(structuredClone(value));
      if (fast !== undefined) {
        recognised++;
        expect(zod.success, JSON.stringify(value)).toBe(true);
        expect(fast).toStrictEqual(zod.data);
      }
      expect(parseIngestBatch(structuredClone(value))).toStrictEqual(zod.success ? zod.data : null);
    }
    // The check is worth having only if it recognises the batches it meets.
    expect(recognised).toBeGreaterThan(1_500);
  });

  it('recognises the SDK batch as sent, without a context, sentAt or properties', () => {
    const full = batch(20);
    expect(checkBatch(full)).toStrictEqual(ZIngestBatch.parse(full));
    const bare = {
      token: 'ulk_0123456789abcdef',
      deviceId: 'device-0001',
      events: [{ ...event(1), properties: undefined }],
    };
    expect(checkBatch(bare)).toStrictEqual(ZIngestBatch.parse(bare));
  });

  it('leaves a __proto__ property key to zod', () => {
    const value = JSON.parse(
      '{"token":"ulk_0123456789abcdef","deviceId":"device-0001","events":[{"id":"0b7e1a52-8f1d-4c47-9a3e-2f1d6c8a9b10","type":"search","ts":"2026-11-29T04:20:00Z","properties":{"__proto__":{"x":1}}}]}',
    );
    expect(checkBatch(value)).toBeUndefined();
    expect(parseIngestBatch(value)).toStrictEqual(ZIngestBatch.parse(value));
  });
});
