import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { fieldErrors, serverFieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per field path and its parents', () => {
    expect(
      fieldErrors([
        { path: ['email'], message: 'validation.email_invalid' },
        { path: ['email'], message: 'second' },
        { path: ['domains', 1], message: 'validation.domain_invalid' },
        { path: ['products', 0, 'rating'], message: 'survey.rating_required' },
        { path: ['limit'], message: 'Too small: expected number to be >=1' },
        { path: [], message: 'form level' },
      ]),
    ).toEqual({
      email: 'validation.email_invalid',
      domains: 'validation.domain_invalid',
      'domains.1': 'validation.domain_invalid',
      products: 'survey.rating_required',
      'products.0': 'survey.rating_required',
      'products.0.rating': 'survey.rating_required',
      limit: 'validation.invalid',
    });
  });
});

describe('serverFieldErrors', () => {
  it('reads the first message per field of a 422 answer', () => {
    const error = new ApiError(422, { error: { fields: { email: ['taken', 'other'], 'schedule.at': ['past'] } } });
    expect(serverFieldErrors(error)).toEqual({ email: 'taken', 'schedule.at': 'past' });
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrors(new ApiError(0, null))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
