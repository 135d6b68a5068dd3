import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { createPasswordCheck, type TPasswordDictionary } from '@ulak/shared/password-check';
import { AppError } from '../../platform/http/app-error';

// The full bundled word lists (the common-password lists too, so a known password scores very weak), as
// @ulak/shared/password builds them, but read on the first check: about 10 MB of heap that a process which never
// checks a password (the worker) does not hold.
type TLanguagePack = { dictionary: TPasswordDictionary['dictionary'] };

function fullPasswordDictionary(): TPasswordDictionary {
  const load = createRequire(import.meta.url);
  const common = load('@zxcvbn-ts/language-common') as TLanguagePack & {
    adjacencyGraphs: TPasswordDictionary['graphs'];
  };
  const english = load('@zxcvbn-ts/language-en') as TLanguagePack;
  return { dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs };
}

export const checkPassword = createPasswordCheck(fullPasswordDictionary);

// argon2id (the library's default algorithm) with the OWASP baseline cost.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | null = null;

// Computes the dummy hash ahead of the first login, so even that one takes the usual time.
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64'));
  return dummyHash;
}

export async function warmUpPasswordHashing(): Promise<void> {
  await dummy();
}

// Without a stored hash the password is still checked against a dummy one, so an unknown email
// costs the same time as a wrong password and the answer reveals nothing.
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummy());
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== null && matches;
}

// SPEC §5: confirmation must match; at least 12 characters, 3 of 4 groups, not too weak.
export function assertPasswordRules(password: string, confirmation: string, userInputs: string[]): void {
  if (password !== confirmation) {
    const key = 'validation.password_mismatch';
    throw new AppError('password_mismatch', 422, 'errors.password_mismatch', {}, [key], {
      passwordConfirmation: [key],
    });
  }
  const check = checkPassword(password, userInputs);
  if (check.acceptable) return;
  const keys = [
    ...(check.longEnough ? [] : ['validation.password_min_length']),
    ...(check.groups >= 3 ? [] : ['validation.password_groups']),
    ...(check.strength === 'very_weak' ? ['validation.password_too_weak'] : []),
  ];
  throw new AppError('password_too_weak', 422, 'errors.password_too_weak', {}, keys, { password: keys });
}
