// The password rule (docs/product/accounts.md): 8–128 characters, not among the most common passwords, on
// sign-up, change-password and reset-password, with one human message per problem.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../src/contract/password-rule.ts';
import { isCommonPassword } from '../../src/server/auth/password-policy.ts';
import { verifications } from '../../src/server/db/schema.ts';
import { authPost, newAccount, registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

type Account = ReturnType<typeof newAccount>;

const tooCommon = 'This password is too common. Choose one that is harder to guess.';
const refusals = [
  ['7 characters', 'a1b2c3d', 'Use at least 8 characters'],
  ['129 characters', 'x'.repeat(129), 'Use at most 128 characters'],
  ['a common password', 'password', tooCommon],
  ['a common password in other letter case', 'Iloveyou', tooCommon],
  ['a common password of digits', '123456789', tooCommon],
  ['one character repeated', 'xxxxxxxxxxxx', passwordMessages.repeated],
  ['a keyboard run', '2wsx3edc4rfv', passwordMessages.sequence],
  ['the product name with a year', 'Tempo-2026!', passwordMessages.productName],
] as const;

describe('sign-up', () => {
  it.each(refusals)(
    'refuses %s with 400 and a message for the field',
    async (_, password, message) => {
      const account = { ...newAccount(), password };
      const res = await authPost(t.app, '/sign-up/email', account);
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

  it('refuses the account’s own email, or its name before the @, as the password', async () => {
    for (const password of [
      (a: Account) => a.email,
      (a: Account) => `${a.email.split('@')[0]}!1`,
    ]) {
      const account = newAccount();
      const res = await authPost(t.app, '/sign-up/email', {
        ...account,
        password: password(account),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: passwordMessages.ownEmail,
        fields: { password: passwordMessages.ownEmail },
      });
    }
  });

  it('accepts 8 and 128 characters that are not common', async () => {
    for (const password of ['tq8#vLm2', 'k'.repeat(120) + 'Zx9!Qw3$']) {
      const res = await authPost(t.app, '/sign-up/email', { ...newAccount(), password });
      expect(res.statusCode, password).toBe(200);
    }
  });
});

describe('change-password', () => {
  it('refuses a common new password and keeps the old one', async () => {
    const user = await registerAccount(t.app);
    const res = await authPost(
      t.app,
      '/change-password',
      { currentPassword: user.password, newPassword: 'football', revokeOtherSessions: false },
      { cookie: user.cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: tooCommon, fields: { newPassword: tooCommon } });
    const signIn = await authPost(t.app, '/sign-in/email', user);
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses the account’s own email as the new password', async () => {
    const user = await registerAccount(t.app);
    const res = await authPost(
      t.app,
      '/change-password',
      { currentPassword: user.password, newPassword: user.email, revokeOtherSessions: false },
      { cookie: user.cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: passwordMessages.ownEmail,
      fields: { newPassword: passwordMessages.ownEmail },
    });
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
  it('refuses the account’s own email as the new password', async () => {
    const user = await registerAccount(t.app);
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
    const res = await authPost(t.app, '/reset-password', { token, newPassword: user.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { newPassword: passwordMessages.ownEmail } });
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
    expect(res.json()).toMatchObject({ message: tooCommon, fields: { newPassword: tooCommon } });
  });
});

describe('the common-password list', () => {
  it('ships 10,000 lower-cased passwords with a header naming source and licence', () => {
    const file = path.resolve('src/server/auth/common-passwords.txt');
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# .*@zxcvbn-ts\/language-common.*MIT/);
    const entries = lines.slice(1);
    expect(entries).toHaveLength(10_000);
    expect(new Set(entries).size).toBe(10_000);
    expect(entries.every((p) => p === p.toLowerCase() && p.length >= 8)).toBe(true);
    expect(isCommonPassword('Baseball')).toBe(true);
    expect(isCommonPassword('corner-three-swish-81')).toBe(false);
  });
});
