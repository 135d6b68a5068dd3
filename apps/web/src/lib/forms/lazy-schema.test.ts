import { ZForgotPasswordInput } from '@ulak/shared/auth';
import { describe, expect, it } from 'vitest';
import { anyBlank } from './field-errors';
import { lazySchema } from './lazy-schema';
import { schemaValidator } from './schema-form';

describe('lazySchema', () => {
  it('fetches once, then validates as the schema does', async () => {
    let fetches = 0;
    const schema = lazySchema(() => {
      fetches += 1;
      return Promise.resolve(ZForgotPasswordInput);
    });
    expect(() => schema.safeParse({ email: 'a@b.co' })).toThrow(/before its schema was loaded/);
    await Promise.all([schema.load(), schema.load()]);
    await schema.load();
    expect(fetches).toBe(1);
    const validate = schemaValidator(schema, (values: { email: string }) => values);
    expect(validate({ email: 'a@b.co' })).toEqual({});
    expect(validate({ email: 'nope' })).toEqual({ email: 'validation.email_invalid' });
  });

  it('tries a failed fetch again', async () => {
    let fetches = 0;
    const schema = lazySchema(() => {
      fetches += 1;
      return fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(ZForgotPasswordInput);
    });
    await expect(schema.load()).rejects.toThrow('offline');
    await schema.load();
    expect(fetches).toBe(2);
    expect(schema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });
});

describe('anyBlank', () => {
  it('finds a key holding only blanks', () => {
    expect(anyBlank({ email: ' ', password: 'x' }, ['email', 'password'])).toBe(true);
    expect(anyBlank({ email: 'a', password: 'x', note: '' }, ['email', 'password'])).toBe(false);
  });
});
