import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZHealthResult, ZMemberPage, ZTimestamp } from '@ulak/shared';
import { parseKeepsValues, projection, responseSerializerCompiler } from './response-serializer';

type TSerializerInput = Parameters<ReturnType<typeof responseSerializerCompiler>>[0];

function serializer(schema: z.ZodType, check = false): (data: unknown) => string {
  const input = { schema, method: 'GET', url: '/x', httpStatus: '200' } as unknown as TSerializerInput;
  return responseSerializerCompiler({ check })(input);
}

// What the zod serializer wrote: the parsed value, stringified.
const viaZod = (schema: z.ZodType, data: unknown): string => JSON.stringify(schema.parse(data));

const member = {
  id: 7,
  name: 'Ayşe "A" \\ Yıl\n',
  surname: null,
  email: 'a@b.c',
  phone: null,
  gender: null,
  birth_date: '1990-01-02',
  age: 35,
  city: null,
  district: null,
  address: null,
  country: null,
  zip_code: null,
  language: 'tr',
  customerId: null,
  source: 'manual',
  sms_active: true,
  email_active: false,
  whatsapp_active: false,
  call_active: true,
  blocked: false,
  passive: false,
  notes: '\u2028',
  error_count: 0,
  tag_count: 2,
  segment_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login: null,
  internalSecret: 'never written',
};

describe('response serializer', () => {
  it('writes a member page exactly as zod did, extra keys dropped', () => {
    const page = {
      data: [member, { ...member, id: 8, age: null, last_login: '2026-02-02T00:00:00.000Z' }],
      meta: { page: 1, perPage: 20, total: 2 },
      extra: 1,
    };
    expect(projection(z.toJSONSchema(ZMemberPage, { io: 'output' }))).not.toBeNull();
    expect(serializer(ZMemberPage)(page)).toBe(viaZod(ZMemberPage, page));
    expect(serializer(ZMemberPage, true)(page)).toBe(viaZod(ZMemberPage, page));
    const { internalSecret: _s, ...shuffled } = member;
    const reordered = { meta: page.meta, data: [Object.fromEntries(Object.entries(shuffled).reverse())] };
    expect(serializer(ZMemberPage)(reordered)).toBe(viaZod(ZMemberPage, reordered));
    expect(serializer(ZHealthResult)({ data: { status: 'ok' } })).toBe('{"data":{"status":"ok"}}');
  });

  it('writes nullable objects, records, enums and optional keys as zod did', () => {
    const schema = z.object({
      a: z.object({ x: z.number() }).nullable(),
      r: z.record(z.string(), z.number()),
      e: z.enum(['one', 'two']),
      o: z.string().optional(),
      list: z.array(z.object({ k: z.string() }).nullable()),
      u: z.unknown(),
      loose: z.looseObject({ k: z.string() }),
    });
    for (const data of [
      { a: null, r: {}, e: 'one', list: [], u: null, loose: { k: 'a' } },
      {
        a: { x: 1, y: 2 },
        r: { p: 1, q: 2 },
        e: 'two',
        o: 'here',
        list: [null, { k: 'v', z: 1 }],
        u: { deep: [1] },
        loose: { z: 1, k: 'b', y: { n: 1 } },
      },
    ])
      expect(serializer(schema)(data)).toBe(viaZod(schema, data));
  });

  it('leaves schemas it cannot write exactly to zod', () => {
    const withDefault = z.object({ n: z.number().default(3) });
    const withTransform = z.object({ d: z.date().transform((d) => d.toISOString()) });
    const union = z.object({ v: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]) });
    expect(projection(z.toJSONSchema(union, { io: 'output' }))).toBeNull();
    expect(serializer(union)({ v: { b: 'x', c: 1 } })).toBe('{"v":{"b":"x"}}');
    expect(projection(z.toJSONSchema(withDefault, { io: 'output' }))).toBeNull();
    expect(serializer(withDefault)({})).toBe('{"n":3}');
    expect(serializer(withTransform)({ d: new Date(0) })).toBe('{"d":"1970-01-01T00:00:00.000Z"}');
  });

  it('leaves schemas whose parse changes values to zod', () => {
    const changing = [
      z.object({ n: z.coerce.number() }),
      z.object({ s: z.string().trim() }),
      z.object({ s: z.preprocess((v) => String(v), z.string()) }),
      z.object({ l: z.array(z.object({ e: z.email().toLowerCase() })) }),
    ];
    for (const schema of changing) expect(parseKeepsValues(schema)).toBe(false);
    expect(serializer(z.object({ n: z.coerce.number() }))({ n: '5' })).toBe('{"n":5}');
    expect(serializer(z.object({ s: z.string().trim() }))({ s: ' a ' })).toBe('{"s":"a"}');
    expect(parseKeepsValues(ZMemberPage)).toBe(true);
    const stamped = z.object({ at: ZTimestamp.describe('when'), maybe: ZTimestamp.nullable() });
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    for (const data of [
      { at, maybe: null },
      { at: at.toISOString(), maybe: at },
    ])
      expect(serializer(stamped)(data)).toBe(viaZod(stamped, data));
  });

  it('fails a response outside its schema when checking', () => {
    expect(() => serializer(ZHealthResult, true)({ data: { status: 'down' } })).toThrow();
  });
});
