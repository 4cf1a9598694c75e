import { afterEach, describe, expect, it } from 'vitest';
import { createPasswordStrength, type PasswordStrength } from './password-strength.ts';

let strength: PasswordStrength | undefined;
afterEach(() => strength?.close());

describe('createPasswordStrength', () => {
  it('loads and checks off the server’s thread, which keeps answering meanwhile', async () => {
    strength = createPasswordStrength();
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 5);
    try {
      // The first check loads the dictionaries: a few hundred milliseconds of work elsewhere.
      const first = await strength.estimate('password', []);
      expect(first.score).toBe(0);
      expect(first.matches[0]).toMatchObject({
        pattern: 'dictionary',
        dictionaryName: 'passwords-common',
      });
      expect(turns).toBeGreaterThanOrEqual(3);
    } finally {
      clearInterval(ticker);
    }
  });

  it('answers checks sent together each with its own result', async () => {
    strength = createPasswordStrength();
    const passwords = ['qwertyuiop', 'corner-three-swish-81', 'aaaaaaaaaa', 'Summer2026!'];
    const results = await Promise.all(passwords.map((p) => strength!.estimate(p, [])));
    expect(results.map((r) => r.score)).toEqual([0, 4, 0, 2]);
  });

  it('weighs the words it is given as the first guesses', async () => {
    strength = createPasswordStrength();
    const without = await strength.estimate('okafor1987', []);
    const withName = await strength.estimate('okafor1987', ['rosalind', 'okafor']);
    expect(withName.score).toBeLessThan(without.score);
    expect(withName.matches[0]).toMatchObject({ dictionaryName: 'userInputs', token: 'okafor' });
  });

  it('starts again after ending for being idle, or being closed', async () => {
    strength = createPasswordStrength({ idleMs: 20 });
    expect((await strength.estimate('letmein12', [])).score).toBeLessThan(3);
    await new Promise((r) => setTimeout(r, 100));
    expect((await strength.estimate('fast-break-layup-42', [])).score).toBe(4);
    strength.close();
    expect((await strength.estimate('letmein12', [])).score).toBeLessThan(3);
    // Three workers started, each loading its dictionaries: seconds on a busy machine.
  }, 60_000);

  it('refuses a check still waiting when it is closed', async () => {
    strength = createPasswordStrength();
    const waiting = strength.estimate('corner-three-swish-81', []);
    strength.close();
    await expect(waiting).rejects.toThrow(/stopped/);
  });
});
