// Site administrators: ADMIN_EMAILS makes an account admin when it is created, and
// `npm run admin:grant -- email` promotes an existing one.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSiteAdmin } from '../../src/server/auth/site-admin.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { authPost, newAccount, registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: ' Boss@Example.com , second.admin@example.com',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(() => t.close());

async function roleOf(email: string) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
  return row?.role;
}

describe('ADMIN_EMAILS', () => {
  it('makes a listed email an admin at sign-up, in any letter case', async () => {
    await registerAccount(t.app, { ...newAccount(), email: 'boss@EXAMPLE.com' });
    expect(await roleOf('boss@example.com')).toBe('admin');
  });

  it('leaves everyone else a plain user, whatever they send', async () => {
    const account = newAccount();
    const res = await authPost(t.app, '/sign-up/email', {
      ...account,
      role: 'admin',
      status: 'active',
      planTier: 'tempo-premium',
    });
    // The fields are `input: false`: whatever is sent, the defaults are stored.
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, account.email));
    expect(row).toMatchObject({ role: 'user', planTier: 'free' });
  });
});

describe('grantSiteAdmin', () => {
  it('promotes an existing account, says so when it already is, and reports a missing one', async () => {
    const user = await registerAccount(t.app);
    expect(await grantSiteAdmin(t.deps.db, user.email.toUpperCase())).toMatchObject({
      outcome: 'granted',
      userId: user.id,
    });
    expect(await roleOf(user.email)).toBe('admin');
    expect(await grantSiteAdmin(t.deps.db, user.email)).toMatchObject({ outcome: 'already-admin' });
    expect(await grantSiteAdmin(t.deps.db, 'nobody@example.com')).toEqual({
      outcome: 'no-such-user',
    });
  });
});

describe('npm run admin:grant', () => {
  const run = promisify(execFile);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-grant-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function cli(...args: string[]) {
    return run(process.execPath, ['--import', 'tsx', 'src/server/cli/grant-admin.ts', ...args], {
      // The embedded database of DATA_DIR (the CLI opens it while no server is running).
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  }

  it('promotes an existing account of the data directory, or says there is none', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await database.migrate();
    const now = new Date();
    await database.db.insert(users).values({
      id: 'cli-user',
      name: 'Cli User',
      email: 'coach@example.com',
      createdAt: now,
      updatedAt: now,
    });
    await database.close();

    const missing = await cli('someone@example.com');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account uses someone@example.com');

    const granted = await cli('coach@example.com');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('coach@example.com is now a site administrator.');

    const check = await openDatabase({ databaseUrl: null, dataDir });
    const [row] = await check.db.select().from(users).where(eq(users.id, 'cli-user'));
    await check.close();
    expect(row?.role).toBe('admin');

    const usage = await cli();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin:grant -- someone@example.com');
  }, 60_000);
});
