import { afterAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../contract/password-rule.ts';
import { passwordProblem } from './password-policy.ts';
import { createPasswordStrength } from './password-strength.ts';

const strength = createPasswordStrength();
afterAll(() => strength.close());

const owner = { email: 'alice.martin+club@example.com', name: 'Rosalind Okafor' };
const someoneElse = { email: 'li.wei@example.org', name: 'Li Wei' };
const problem = (password: string, who = owner) => passwordProblem(strength, password, who);

describe('passwordProblem', () => {
  it.each([
    ['a common password', 'password', passwordMessages.tooCommon],
    ['a common password with look-alike digits', 'P@ssw0rd2026', passwordMessages.tooCommon],
    ['a common password with digits after it', 'letmein12', passwordMessages.tooCommon],
    ['a keyboard row that is a common password', 'qwertyuiop', passwordMessages.tooCommon],
    ['one character repeated', 'zzzzzzzzzz', passwordMessages.repeated],
    ['one symbol repeated', '!!!!!!!!!', passwordMessages.repeated],
    ['two characters repeated', 'a1a1a1a1', passwordMessages.repeated],
    ['a keyboard row', 'sdfghjkl;', passwordMessages.sequence],
    ['a keyboard column that is a common password', '1qaz2wsx3edc', passwordMessages.tooCommon],
    ['the alphabet', 'abcdefghijkl', passwordMessages.sequence],
    ['a season and a year', 'Summer2026!', passwordMessages.guessable],
    ['a word and a digit', 'Basketball1', passwordMessages.guessable],
    ['a word with look-alike digits', 'B4sk3tb4ll!', passwordMessages.guessable],
    ['eight random characters', 'tq8#vLm2', passwordMessages.guessable],
    ['the product name with digits', 'Tempo2026!', passwordMessages.productName],
    ['the product name twice', 'tempotempo', passwordMessages.productName],
    ['the product name and a common password', 'tempo1234', passwordMessages.productName],
  ])('refuses %s', async (_, password, message) => {
    expect(await problem(password)).toBe(message);
  });

  it.each([
    ['the email', 'alice.martin+club@example.com', passwordMessages.ownEmail],
    ['the email in capitals', 'ALICE.MARTIN@EXAMPLE.COM', passwordMessages.ownEmail],
    ['the part before the @ with a year', 'alice.martin1987', passwordMessages.ownEmail],
    [
      'the part before the @ inside other words',
      'zebra-AliceMartin-quilt',
      passwordMessages.ownEmail,
    ],
    ['one word of the part before the @', 'quiet-martin-harbour-88', passwordMessages.ownEmail],
    ['the name', 'Rosalind Okafor', passwordMessages.ownName],
    ['the name with accents and dots', 'R.o.s.á.l.i.n.d-O.k.a.f.ö.r', passwordMessages.ownName],
    ['one word of the name', 'quiet-okafor-harbour-88', passwordMessages.ownName],
  ])('refuses %s of the account in its password', async (_, password, message) => {
    expect(await problem(password)).toBe(message);
    // Someone else may use it: it is not about them.
    expect(await problem(password, someoneElse)).not.toBe(message);
  });

  it.each([
    'corner-three-swish-81',
    'fast-break-layup-42',
    'tq8#vLm2Rz',
    'Tempo-is-where-we-keep-score',
    'sweater-weather-17',
    // Words of the name shorter than 4 letters are in too many other words to refuse.
    'wild-lilies-in-the-weir',
    'the scorer at table two keeps the clock while the crowd sings and our point guard calls a set play from the halfway line',
  ])('accepts %s', async (password) => {
    expect(password.length).toBeLessThanOrEqual(128);
    expect(await problem(password, someoneElse)).toBeNull();
  });

  it('refuses too short and too long before estimating anything', async () => {
    expect(await problem('a1b2c3d')).toBe(passwordMessages.tooShort);
    expect(await problem('x'.repeat(129))).toBe(passwordMessages.tooLong);
  });
});
