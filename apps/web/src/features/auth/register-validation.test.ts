import { ZRegisterInput } from '@ulak/shared/auth';
import { describe, expect, it } from 'vitest';
import { anyBlank } from '../../lib/forms/field-errors';
import { schemaValidator } from '../../lib/forms/schema-form';
import { REGISTER_REQUIRED, registerRules, type TRegisterDraft } from './register-validation';

const good: TRegisterDraft = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  phone: '+90 532 123 45 67',
  email: 'ayse@example.com',
  password: 'Kirmizi-Balon-2026!',
  passwordConfirmation: 'Kirmizi-Balon-2026!',
  kvkk: true,
};

// What the register form checks on submit: blanks first (one message), then the schema and the rules per field.
const validate = (draft: TRegisterDraft) =>
  anyBlank(draft, REGISTER_REQUIRED)
    ? { form: 'validation.fill_all_fields' }
    : { ...schemaValidator(ZRegisterInput, (values: TRegisterDraft) => values)(draft), ...registerRules(draft) };

describe('register form checks', () => {
  it('accepts a complete draft', () => {
    expect(validate(good)).toEqual({});
  });
  it('asks to fill all fields first', () => {
    expect(validate({ ...good, phone: ' ' })).toEqual({ form: 'validation.fill_all_fields' });
  });
  it('reports email, weak password, mismatch and KVKK on their fields', () => {
    expect(validate({ ...good, email: 'nope' })).toEqual({ email: 'validation.email_invalid' });
    expect(validate({ ...good, password: 'short', passwordConfirmation: 'short' })).toEqual({
      password: 'validation.password_too_weak',
    });
    expect(validate({ ...good, passwordConfirmation: 'Kirmizi-Balon-2027!' })).toEqual({
      passwordConfirmation: 'validation.password_mismatch',
    });
    expect(validate({ ...good, kvkk: false })).toEqual({ kvkk: 'validation.kvkk_required' });
  });
  it('weighs the password against the merchant’s own name and address', () => {
    const own = 'ayse@example.com1A';
    expect(registerRules({ ...good, password: own, passwordConfirmation: own }).password).toBe(
      'validation.password_too_weak',
    );
    expect(registerRules({ ...good, email: 'zeynep@example.com', password: own, passwordConfirmation: own })).toEqual(
      {},
    );
  });
});
