import { describe, expect, it } from 'vitest';
import { sanitizeIdentify } from './member.sanitizer';
import { sanitizeProperties } from './property.sanitizer';

describe('sanitizeProperties', () => {
  it('keeps at most 50 keys per level', () => {
    const input = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]));
    const out = sanitizeProperties(input);
    expect(Object.keys(out)).toHaveLength(50);
    expect(out.k0).toBe(0);
    expect(out.k49).toBe(49);
    expect(out.k50).toBeUndefined();
  });

  it('truncates strings to 1000 characters', () => {
    const out = sanitizeProperties({ q: 'x'.repeat(5000), list: ['y'.repeat(1200)] });
    expect(out.q).toHaveLength(1000);
    expect((out.list as string[])[0]).toHaveLength(1000);
  });

  it('drops containers nested deeper than 3 levels', () => {
    const out = sanitizeProperties({
      items: [{ code: 'A', variant: { color: 'red' } }],
      a: { b: { c: 1, d: { e: 1 } } },
    });
    expect(out).toEqual({ items: [{ code: 'A' }], a: { b: { c: 1 } } });
  });

  it('drops functions, symbols, undefined, NaN and DOM-like nodes; keeps null, dates and booleans', () => {
    const fakeNode = { nodeType: 1, nodeName: 'DIV' };
    const when = new Date('2026-01-02T03:04:05.000Z');
    const out = sanitizeProperties({
      fn: () => 1,
      sym: Symbol('s'),
      u: undefined,
      n: NaN,
      node: fakeNode,
      nil: null,
      when,
      ok: true,
    });
    expect(out).toEqual({ nil: null, when: '2026-01-02T03:04:05.000Z', ok: true });
  });

  it('survives cycles and throwing getters', () => {
    const cyclic: Record<string, unknown> = { name: 'c' };
    cyclic.self = cyclic;
    const hostile = Object.defineProperty({ fine: 1 }, 'boom', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(sanitizeProperties(cyclic)).toEqual({ name: 'c', self: { name: 'c', self: { name: 'c' } } });
    expect(sanitizeProperties(hostile)).toEqual({ fine: 1 });
  });

  it('returns an empty object for non-objects', () => {
    expect(sanitizeProperties('text')).toEqual({});
    expect(sanitizeProperties(undefined)).toEqual({});
    expect(sanitizeProperties([1, 2])).toEqual({});
  });
});

describe('sanitizeIdentify', () => {
  it('keeps only member fields, normalises them and drops the rest', () => {
    const input = {
      customerId: 42,
      email: ' Ada@Example.COM ',
      name: 'Ada',
      gender: 'other',
      birthDate: new Date('1990-05-06T00:00:00Z'),
      permissions: { email: true, sms: 'yes', call: false },
      password: 'secret',
    };
    expect(sanitizeIdentify(input as never)).toEqual({
      customerId: '42',
      email: 'ada@example.com',
      name: 'Ada',
      birthDate: '1990-05-06',
      permissions: { email: true, call: false },
    });
  });
});
