import type { TRegisterInput } from '@ulak/shared/auth';
import type { TFieldErrors } from '../../lib/forms/field-errors';
import { passwordFieldProblems } from './password-feedback';

// The register form's values: the consent box starts unticked (the request schema takes only `true`).
export type TRegisterDraft = Omit<TRegisterInput, 'kvkk'> & { kvkk: boolean };

export const REGISTER_REQUIRED = ['name', 'surname', 'phone', 'email', 'password', 'passwordConfirmation'] as const;

export const EMPTY_REGISTER_DRAFT: TRegisterDraft = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  kvkk: false,
};

// SPEC §5 rules the shared schema cannot state: the strength estimate (weighed against the merchant's own name
// and address) and the repeat.
export function registerRules(draft: TRegisterDraft): TFieldErrors {
  return passwordFieldProblems(draft.password, draft.passwordConfirmation, [draft.name, draft.surname, draft.email]);
}
