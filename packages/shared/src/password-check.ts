import { zxcvbn, zxcvbnOptions, type OptionsType } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_LENGTH } from './constants';

export const PASSWORD_STRENGTHS = ['very_weak', 'weak', 'good', 'strong'] as const;
export type TPasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

export type TPasswordCheck = {
  strength: TPasswordStrength;
  longEnough: boolean;
  groups: number;
  // True when the password passes every rule: length, 3 of 4 groups, not too weak.
  acceptable: boolean;
};

// The word lists and keyboard graphs the strength estimate matches a password against.
export type TPasswordDictionary = Required<Pick<OptionsType, 'dictionary' | 'graphs'>>;

export function countCharacterGroups(password: string): number {
  const groups = [/[a-zçğıöşü]/u, /[A-ZÇĞİÖŞÜ]/u, /[0-9]/, /[^\p{L}\p{N}]/u];
  return groups.filter((re) => re.test(password)).length;
}

// The estimator keeps one dictionary per process; it is switched only when a check with another one runs.
let active: TPasswordDictionary | null = null;

// The SPEC §5 password rules over a given dictionary: the server checks with the full lists, the browser with a
// lean cut of them (apps/web), so both give the same four strength levels.
export function createPasswordCheck(
  dictionary: () => TPasswordDictionary,
): (password: string, userInputs?: string[]) => TPasswordCheck {
  let own: TPasswordDictionary | null = null;
  return (password, userInputs = []) => {
    own ??= dictionary();
    if (active !== own) {
      zxcvbnOptions.setOptions(own);
      active = own;
    }
    const score = zxcvbn(password, userInputs.filter(Boolean)).score;
    const strength: TPasswordStrength =
      score <= 1 ? 'very_weak' : score === 2 ? 'weak' : score === 3 ? 'good' : 'strong';
    const longEnough = [...password].length >= PASSWORD_MIN_LENGTH;
    const groups = countCharacterGroups(password);
    return { strength, longEnough, groups, acceptable: longEnough && groups >= 3 && strength !== 'very_weak' };
  };
}
