import { describe, expect, it } from 'vitest';
import { checkPassword, countCharacterGroups, PASSWORD_STRENGTHS } from './password';

describe('password policy (SPEC §5)', () => {
  it('needs at least 12 characters', () => {
    expect(checkPassword('Kx7#mQ2!vL9').longEnough).toBe(false);
    expect(checkPassword('Kx7#mQ2!vL9p').longEnough).toBe(true);
  });

  it('needs 3 of the 4 character groups', () => {
    expect(countCharacterGroups('abcdefghijkl')).toBe(1);
    expect(countCharacterGroups('abcdefGHIJKL')).toBe(2);
    expect(countCharacterGroups('abcdefGHIJ12')).toBe(3);
    expect(countCharacterGroups('abcDEF123!?*')).toBe(4);
    expect(countCharacterGroups('şğüÇÖİ12')).toBe(3);
    expect(checkPassword('lowercaseonlypassword').acceptable).toBe(false);
  });

  it('rejects common passwords even when they satisfy the shape rules', () => {
    const common = checkPassword('Password1234');
    expect(common.longEnough).toBe(true);
    expect(common.groups).toBeGreaterThanOrEqual(3);
    expect(common.strength).toBe('very_weak');
    expect(common.acceptable).toBe(false);
  });

  it('rates a long random password strong and accepts it', () => {
    const strong = checkPassword('tR9#vLq2!xPz7$Wm');
    expect(strong.strength).toBe('strong');
    expect(strong.acceptable).toBe(true);
  });

  it('penalises passwords built from the user inputs', () => {
    const rank = (p: string, inputs: string[] = []): number =>
      PASSWORD_STRENGTHS.indexOf(checkPassword(p, inputs).strength);
    expect(rank('Zeynepkaraca1907', ['zeynep', 'karaca'])).toBeLessThan(rank('Zeynepkaraca1907'));
  });
});
