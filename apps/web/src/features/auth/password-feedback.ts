import type { TPasswordCheck } from '@ulak/shared/password-check';
import type { TFieldErrors } from '../../lib/forms/field-errors';
import { checkPassword } from './password-check';

export type TPasswordFeedback = TPasswordCheck & { percent: number; color: string };

const PERCENT = { very_weak: 15, weak: 40, good: 70, strong: 100 } as const;
const COLOR = { very_weak: 'red', weak: 'orange', good: 'yellow', strong: 'teal' } as const;

export function passwordFeedback(password: string, userInputs: string[] = []): TPasswordFeedback {
  const check = checkPassword(password, userInputs);
  return { ...check, percent: password ? PERCENT[check.strength] : 0, color: COLOR[check.strength] };
}

// The client-side password rules of SPEC §5, in the order a form reports them.
export function passwordProblem(password: string, confirmation: string, userInputs: string[] = []): string | null {
  if (!checkPassword(password, userInputs).acceptable) return 'validation.password_too_weak';
  if (password !== confirmation) return 'validation.password_mismatch';
  return null;
}

// The same rules as form field errors: the strength on the password, the repeat on its confirmation.
export function passwordFieldProblems(password: string, confirmation: string, userInputs: string[] = []): TFieldErrors {
  const problem = passwordProblem(password, confirmation, userInputs);
  if (!problem) return {};
  return problem === 'validation.password_mismatch' ? { passwordConfirmation: problem } : { password: problem };
}
