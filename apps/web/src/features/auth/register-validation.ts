import { ZRegisterInput, type TRegisterInput } from '@ulak/shared/auth';
import { passwordProblem } from './password-feedback';

export type TRegisterDraft = Omit<TRegisterInput, 'kvkk'> & { kvkk: boolean };
export type TRegisterErrors = Partial<Record<keyof TRegisterDraft | 'form', string>>;

const REQUIRED: (keyof TRegisterDraft)[] = ['name', 'surname', 'phone', 'email', 'password', 'passwordConfirmation'];

// Returns i18n keys per field (SPEC §5 registration rules); empty when the draft may be sent.
export function validateRegister(draft: TRegisterDraft): TRegisterErrors {
  if (REQUIRED.some((field) => String(draft[field]).trim() === '')) return { form: 'validation.fill_all_fields' };
  const errors: TRegisterErrors = {};
  const parsed = ZRegisterInput.safeParse({ ...draft, kvkk: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof TRegisterDraft | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const problem = passwordProblem(draft.password, draft.passwordConfirmation, [draft.name, draft.surname, draft.email]);
  if (problem === 'validation.password_mismatch') errors.passwordConfirmation = problem;
  else if (problem) errors.password = problem;
  if (!draft.kvkk) errors.kvkk = 'validation.kvkk_required';
  return errors;
}
