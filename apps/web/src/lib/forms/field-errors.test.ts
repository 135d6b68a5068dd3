import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { fieldErrors, messagesWithoutField, serverFieldErrors } from './field-errors';

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

describe('messagesWithoutField', () => {
  it('keeps the deepest path of each problem that no input shows, each message once', () => {
    const errors = fieldErrors([
      { path: ['name'], message: 'validation.name_min' },
      { path: ['settings', 'sectors'], message: 'validation.wheel_percentage_sum' },
      { path: ['texts'], message: 'validation.widget_text_required' },
      { path: ['content', 'languages', 'tr', 'subject'], message: 'tasks.problems.subject_required' },
      { path: ['content', 'languages', 'en', 'subject'], message: 'tasks.problems.subject_required' },
    ]);
    expect(messagesWithoutField(errors, (path) => path === 'name')).toEqual([
      'validation.wheel_percentage_sum',
      'validation.widget_text_required',
      'tasks.problems.subject_required',
    ]);
  });
});
