import { beforeEach, describe, expect, it } from 'vitest';
import { compileMjml } from './email-content';
import { LruCache, clearMjmlCache, compileMjmlCached, mjmlCacheStats } from './mjml-cache';

const mjml = (text: string) =>
  `<mjml><mj-body><mj-section><mj-column><mj-text>${text}</mj-text></mj-column></mj-section></mj-body></mjml>`;

describe('LRU cache', () => {
  const cache = () => new LruCache<string>({ maxEntries: 3, maxBytes: 10 }, (value) => value.length);

  it('evicts the least recently used entry past the entry bound', () => {
    const c = cache();
    c.set('a', '1');
    c.set('b', '2');
    c.set('c', '3');
    expect(c.get('a')).toBe('1');
    c.set('d', '4');
    expect(c.get('b')).toBeUndefined();
    expect([c.get('a'), c.get('c'), c.get('d')]).toEqual(['1', '3', '4']);
    expect(c.size).toBe(3);
  });

  it('evicts by bytes, replaces a key without counting it twice and never keeps an oversized value', () => {
    const c = cache();
    c.set('a', '1234');
    c.set('b', '5678');
    c.set('a', 'xy');
    expect(c.totalBytes).toBe(6);
    c.set('c', '123456');
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe('xy');
    expect(c.totalBytes).toBe(8);
    c.set('big', '12345678901');
    expect(c.get('big')).toBeUndefined();
    expect(c.totalBytes).toBe(8);
  });
});

describe('MJML compile cache', () => {
  beforeEach(() => clearMjmlCache());

  it('returns the same HTML as an uncached compile, compiling a template once', async () => {
    const source = mjml('Merhaba {{ member.name }}');
    const first = await compileMjmlCached(source);
    expect(first).toBe(await compileMjml(source));
    expect(await compileMjmlCached(source)).toBe(first);
    expect(mjmlCacheStats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('compiles concurrent requests for one template once', async () => {
    const source = mjml('Aynı anda');
    const results = await Promise.all([compileMjmlCached(source), compileMjmlCached(source)]);
    expect(results[0]).toBe(results[1]);
    expect(mjmlCacheStats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('recompiles a changed template', async () => {
    const before = await compileMjmlCached(mjml('Eski kampanya'));
    const after = await compileMjmlCached(mjml('Yeni kampanya'));
    expect(before).toContain('Eski kampanya');
    expect(after).toContain('Yeni kampanya');
    expect(after).not.toContain('Eski kampanya');
    expect(after).toBe(await compileMjml(mjml('Yeni kampanya')));
    expect(mjmlCacheStats()).toMatchObject({ hits: 0, misses: 2, entries: 2 });
  });
});
