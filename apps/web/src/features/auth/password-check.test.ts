import { checkPassword as fullCheck, fullPasswordDictionary, PASSWORD_STRENGTHS } from '@ulak/shared/password';
import { describe, expect, it } from 'vitest';
import { LEAN_LIST_LIMIT } from '../../../lean-password-dictionary';
import { checkPassword as leanCheck } from './password-check';

// Passwords a person builds from dictionary words at every rank (the worst case for a cut list, which keeps
// only the most frequent words), with capitals, digits and symbols, each at least the required length.
function corpus(size: number): string[] {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lists = Object.values(fullPasswordDictionary().dictionary).map((list) => list.map(String));
  const word = () => {
    const list = lists[Math.floor(random() * lists.length)] ?? [];
    return list[Math.floor(random() * list.length)] ?? 'word';
  };
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return Array.from({ length: size }, (_, i) => {
    const shapes = [
      () => `${cap(word())}${Math.floor(random() * 10_000)}!`,
      () => `${cap(word())}${word()}${Math.floor(random() * 100)}`,
      () => `${word()}.${cap(word())}#${Math.floor(random() * 10)}`,
      () => `${cap(word())}${Math.floor(random() * 100)}`,
    ];
    let password = shapes[i % shapes.length]?.() ?? '';
    while (password.length < 12) password += Math.floor(random() * 10);
    return password;
  });
}

describe('the browser password check (lean word lists)', () => {
  it(`keeps only ${LEAN_LIST_LIMIT} entries per list`, async () => {
    const lean = (await import('virtual:lean-password-dictionary')).default;
    for (const list of Object.values(lean.dictionary)) expect(list.length).toBeLessThanOrEqual(LEAN_LIST_LIMIT);
  });

  it('agrees with the server on common passwords and strong ones', () => {
    for (const password of ['Password1234', 'Qwerty123456!', 'Iloveyou1234']) {
      expect(fullCheck(password).acceptable, password).toBe(false);
      expect(leanCheck(password).acceptable, password).toBe(false);
    }
    expect(leanCheck('tR9#vLq2!xPz7$Wm').strength).toBe('strong');
  });

  it('accepts and refuses as the full lists do, at the same level for most passwords', () => {
    const passwords = corpus(120);
    const level = (check: { strength: (typeof PASSWORD_STRENGTHS)[number] }) =>
      PASSWORD_STRENGTHS.indexOf(check.strength);
    let sameLevel = 0;
    // Each list's whole run first: switching dictionaries rebuilds the estimator's index.
    const full = passwords.map((p) => fullCheck(p));
    const lean = passwords.map((p) => leanCheck(p));
    for (const [i, password] of passwords.entries()) {
      const [f, l] = [full[i], lean[i]];
      if (!f || !l) throw new Error('a check is missing');
      expect(l.acceptable, password).toBe(f.acceptable);
      // A word past the cut scores as random letters, so the lean estimate can only be the stronger one.
      expect(level(l), password).toBeGreaterThanOrEqual(level(f));
      if (level(l) === level(f)) sameLevel += 1;
    }
    expect(sameLevel / passwords.length).toBeGreaterThanOrEqual(0.8);
  }, 60_000);
});
