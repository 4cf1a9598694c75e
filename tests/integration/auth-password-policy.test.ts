// The password rule (docs/product/accounts.md): 8–128 characters, hard enough to guess by the
// strength estimate (zxcvbn-ts), and without the account's name or email in it; the same on
// sign-up, change-password and reset-password, with one message per problem at the field, in
// the language of the person asking.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../src/contract/password-rule.ts';
import { verifications } from '../../src/server/db/schema.ts';
import { authPost, newAccount, registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

/** An account with a name and address of its own, to put in its password. */
function person() {
  const account = newAccount();
  const stamp = account.email.replace(/\D/g, '').slice(-9);
  return {
    ...account,
    name: 'Rosalind Okafor',
    email: `rosalind.okafor.${stamp}@example.com`,
  };
}
type Person = ReturnType<typeof person>;

const refusals: ReadonlyArray<readonly [string, (p: Person) => string, string]> = [
  ['7 characters', () => 'a1b2c3d', 'Use at least 8 characters'],
  ['129 characters', () => 'x'.repeat(129), 'Use at most 128 characters'],
  ['a common password', () => 'password', passwordMessages.tooCommon],
  ['a common password in other letter case', () => 'Iloveyou', passwordMessages.tooCommon],
  ['a common password with a digit swapped in', () => 'Passw0rd!', passwordMessages.tooCommon],
  ['a common phrase with digits', () => 'letmein12', passwordMessages.tooCommon],
  ['a season and a year', () => 'Summer2026!', passwordMessages.guessable],
  ['a word and a digit', () => 'Basketball1', passwordMessages.guessable],
  ['eight random characters', () => 'tq8#vLm2', passwordMessages.guessable],
  ['two characters repeated', () => 'a1a1a1a1', passwordMessages.repeated],
  ['one character repeated', () => 'xxxxxxxxxxxx', passwordMessages.repeated],
  ['a keyboard run', () => 'sdfghjkl;', passwordMessages.sequence],
  ['the product name with a year', () => 'Tempo2026', passwordMessages.productName],
  ['the account’s name', (p) => p.name, passwordMessages.ownName],
  [
    'the account’s name in a longer password',
    (p) => `go-okafor-go-${p.email.replace(/\D/g, '')}`,
    passwordMessages.ownName,
  ],
  ['the account’s email', (p) => p.email, passwordMessages.ownEmail],
  [
    'the part before the @ in it',
    (p) => `x7-${p.email.split('@')[0]}-y`,
    passwordMessages.ownEmail,
  ],
];

describe('sign-up', () => {
  it.each(refusals)(
    'refuses %s with 400 and a message for the field',
    async (_, password, message) => {
      const account = person();
      const res = await authPost(t.app, '/sign-up/email', {
        ...account,
        password: password(account),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message,
        fields: { password: message },
      });
      // Nothing was created: the same email can register with a good password.
      const retry = await authPost(t.app, '/sign-up/email', {
        ...account,
        password: 'pick-and-roll-2026',
      });
      expect(retry.statusCode).toBe(200);
    },
  );

  it.each([
    'corner-three-swish-81',
    'tq8#vLm2Rz',
    'Xk9#mQ2vLp',
    'sweater weather at the gym',
    'Tempo-is-where-we-keep-score',
    'the scorer at table two keeps the clock while the crowd sings and our point guard calls a set play from the halfway line',
  ])('accepts %s', async (password) => {
    expect(password.length).toBeLessThanOrEqual(128);
    const res = await authPost(t.app, '/sign-up/email', { ...person(), password });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('says why at the field in the language of the person asking', async () => {
    const headers = { 'accept-language': 'es-ES,es;q=0.9' };
    const account = person();
    const answers = await Promise.all(
      ['Summer2026!', account.name, 'tq8#vLm2'].map((password) =>
        authPost(t.app, '/sign-up/email', { ...account, password }, { headers }),
      ),
    );
    expect(
      answers.map((res) => res.json<{ fields: { password: string } }>().fields.password),
    ).toEqual([
      'Esta contraseña es fácil de adivinar. Hazla más larga: unas cuantas palabras tuyas funcionan bien.',
      'Esta contraseña contiene tu nombre. Elige una que no lo tenga.',
      'Esta contraseña es fácil de adivinar. Hazla más larga: unas cuantas palabras tuyas funcionan bien.',
    ]);
  });
});

describe('change-password', () => {
  it('applies the same rule, with the account’s own name and email', async () => {
    const user = await registerAccount(t.app, person());
    for (const [newPassword, message] of [
      ['football', passwordMessages.tooCommon],
      ['Summer2026!', passwordMessages.guessable],
      [`${user.name}!`, passwordMessages.ownName],
      [user.email, passwordMessages.ownEmail],
    ] as const) {
      const res = await authPost(
        t.app,
        '/change-password',
        { currentPassword: user.password, newPassword, revokeOtherSessions: false },
        { cookie: user.cookie },
      );
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { newPassword: message } });
    }
    // The old password still works.
    expect((await authPost(t.app, '/sign-in/email', user)).statusCode).toBe(200);
  });

  it('accepts a good new password', async () => {
    const user = await registerAccount(t.app);
    const res = await authPost(
      t.app,
      '/change-password',
      {
        currentPassword: user.password,
        newPassword: 'backdoor-cut-lob-64',
        revokeOtherSessions: false,
      },
      { cookie: user.cookie },
    );
    expect(res.statusCode).toBe(200);
    const signIn = await authPost(t.app, '/sign-in/email', {
      email: user.email,
      password: 'backdoor-cut-lob-64',
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('reset-password', () => {
  it('applies the same rule, with the name and email of the link’s account', async () => {
    const user = await registerAccount(t.app, person());
    const ask = await authPost(t.app, '/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(ask.statusCode).toBe(200);
    const [row] = await t.deps.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, user.id));
    const token = row!.identifier.replace('reset-password:', '');
    for (const [newPassword, message] of [
      ['Basketball1', passwordMessages.guessable],
      ['okafor-rosalind', passwordMessages.ownName],
      [user.email, passwordMessages.ownEmail],
    ] as const) {
      const res = await authPost(t.app, '/reset-password', { token, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toMatchObject({ fields: { newPassword: message } });
    }
    // The link still works for an acceptable password.
    const ok = await authPost(t.app, '/reset-password', {
      token,
      newPassword: 'euro-step-finish-12',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('checks the new password before it looks at the token', async () => {
    const res = await authPost(t.app, '/reset-password', {
      token: 'any-token',
      newPassword: 'qwertyuiop',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: passwordMessages.tooCommon,
      fields: { newPassword: passwordMessages.tooCommon },
    });
  });
});
