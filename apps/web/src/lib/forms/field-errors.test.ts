import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per top-level field', () => {
    expect(
      fieldErrors([
        { path: ['email'], message: 'validation.email_invalid' },
        { path: ['email'], message: 'second' },
        { path: ['domains', 1], message: 'validation.domain_invalid' },
        { path: [], message: 'form level' },
      ]),
    ).toEqual({ email: 'validation.email_invalid', domains: 'validation.domain_invalid' });
  });
});
