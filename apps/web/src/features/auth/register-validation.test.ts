import { describe, expect, it } from 'vitest';
import { validateRegister, type TRegisterDraft } from './register-validation';

const good: TRegisterDraft = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  phone: '+90 532 123 45 67',
  email: 'ayse@example.com',
  password: 'Kirmizi-Balon-2026!',
  passwordConfirmation: 'Kirmizi-Balon-2026!',
  kvkk: true,
};

describe('validateRegister', () => {
  it('accepts a complete draft', () => {
    expect(validateRegister(good)).toEqual({});
  });
  it('asks to fill all fields first', () => {
    expect(validateRegister({ ...good, phone: ' ' })).toEqual({ form: 'validation.fill_all_fields' });
  });
  it('reports email, weak password, mismatch and KVKK', () => {
    expect(validateRegister({ ...good, email: 'nope' }).email).toBe('validation.email_invalid');
    expect(validateRegister({ ...good, password: 'short', passwordConfirmation: 'short' }).password).toBe(
      'validation.password_too_weak',
    );
    expect(validateRegister({ ...good, passwordConfirmation: 'Kirmizi-Balon-2027!' }).passwordConfirmation).toBe(
      'validation.password_mismatch',
    );
    expect(validateRegister({ ...good, kvkk: false }).kvkk).toBe('validation.kvkk_required');
  });
});
