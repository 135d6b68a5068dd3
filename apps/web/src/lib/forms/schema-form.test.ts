import { describe, expect, it } from 'vitest';
import { ZUpdateProfileInput } from '@ulak/shared/auth';
import { ApiError } from '../api/api-error';
import { schemaValidator, showServerErrors } from './schema-form';

describe('schemaValidator', () => {
  it('passes values that parse and puts issues on their fields', () => {
    const validate = schemaValidator(ZUpdateProfileInput, (values: { name: string; surname: string }) => ({
      ...values,
      phone: '+90 532 111 22 33',
    }));
    expect(validate({ name: 'Ayşe', surname: 'Yılmaz' })).toEqual({});
    expect(Object.keys(validate({ name: '', surname: 'Yılmaz' }))).toEqual(['name']);
  });
});

describe('showServerErrors', () => {
  it('sets the messages of fields the form has, and reports when there are none', () => {
    let errors = {};
    const form = { getValues: () => ({ email: '', schedule: { at: '' } }), setErrors: (e: object) => (errors = e) };
    const error = new ApiError(422, { error: { fields: { email: ['taken'], 'schedule.at': ['past'], other: ['x'] } } });
    expect(showServerErrors(form, error)).toBe(true);
    expect(errors).toEqual({ email: 'taken', 'schedule.at': 'past' });
    expect(showServerErrors(form, new ApiError(500, null))).toBe(false);
  });
});
