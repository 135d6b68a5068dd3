import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
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

let configured = false;
function configure(): void {
  if (configured) return;
  // The bundled dictionaries include the common-password lists, so a known password scores very weak.
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  configured = true;
}

export function countCharacterGroups(password: string): number {
  const groups = [/[a-zçğıöşü]/u, /[A-ZÇĞİÖŞÜ]/u, /[0-9]/, /[^\p{L}\p{N}]/u];
  return groups.filter((re) => re.test(password)).length;
}

export function checkPassword(password: string, userInputs: string[] = []): TPasswordCheck {
  configure();
  const score = zxcvbn(password, userInputs.filter(Boolean)).score;
  const strength: TPasswordStrength = score <= 1 ? 'very_weak' : score === 2 ? 'weak' : score === 3 ? 'good' : 'strong';
  const longEnough = [...password].length >= PASSWORD_MIN_LENGTH;
  const groups = countCharacterGroups(password);
  return {
    strength,
    longEnough,
    groups,
    acceptable: longEnough && groups >= 3 && strength !== 'very_weak',
  };
}
