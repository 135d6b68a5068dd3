import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { createPasswordCheck, type TPasswordDictionary } from './password-check';

export {
  countCharacterGroups,
  createPasswordCheck,
  PASSWORD_STRENGTHS,
  type TPasswordCheck,
  type TPasswordDictionary,
  type TPasswordStrength,
} from './password-check';

// The full bundled lists, including the common-password lists, so a known password scores very weak.
export function fullPasswordDictionary(): TPasswordDictionary {
  return { dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs };
}

// Pure: a bundle that never checks a password drops the lists.
export const checkPassword = /* @__PURE__ */ createPasswordCheck(fullPasswordDictionary);
