import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../../contract/password-rule.ts';
import { passwordProblem } from './password-policy.ts';

const email = 'alice.martin@example.com';

describe('passwordProblem', () => {
  it.each([
    ['one character repeated', 'zzzzzzzzzz', passwordMessages.repeated],
    ['one symbol repeated', '!!!!!!!!!', passwordMessages.repeated],
    ['a keyboard row', 'sdfghjkl;', passwordMessages.sequence],
    ['a keyboard row backwards', 'poiuytrewq', passwordMessages.sequence],
    ['keyboard columns', '2wsx3edc4rfv', passwordMessages.sequence],
    ['columns up and across', 'zaq12wsxcde3', passwordMessages.sequence],
    ['a row then digits', 'qwertyu789', passwordMessages.sequence],
    ['shifted digits', '!@#$%^&*(', passwordMessages.sequence],
    ['the alphabet', 'abcdefghij', passwordMessages.sequence],
    ['digits counting down', '9876543210', passwordMessages.sequence],
    ['both hands on the home row', 'asdf;lkj', passwordMessages.sequence],
    ['the product name with digits', 'Tempo2026!', passwordMessages.productName],
    ['the product name twice', 'tempotempo', passwordMessages.productName],
    ['the product name and a keyboard run', 'tempo-12345678', passwordMessages.productName],
  ])('refuses %s', (_, password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each([
    ['the email', email],
    ['the email in capitals', email.toUpperCase()],
    ['the local part with a year', 'alice.martin1987'],
    ['the local part without its dot', 'AliceMartin!'],
  ])('refuses %s of the account as its password', (_, password) => {
    expect(passwordProblem(password, { email })).toBe(passwordMessages.ownEmail);
    // Someone else may use it: it is not about them.
    expect(passwordProblem(password, { email: 'bob@example.org' })).toBeNull();
  });

  it.each([
    'corner-three-swish-81',
    'fast-break-layup-42',
    'tq8#vLm2',
    'Tempo-is-where-we-keep-score',
    'alice.martin plays point guard',
    'sweater-weather-17',
    'k'.repeat(120) + 'Zx9!Qw3$',
  ])('accepts %s', (password) => {
    expect(passwordProblem(password, { email })).toBeNull();
  });
});
