import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerSchema, resetPasswordSchema } from '../../contract/account.ts';
import { accountIssueMessage } from './account-form-messages.ts';
import { loadCatalogue } from './i18n/catalogue-files.ts';
import { loadMessages, readCataloguesWith, setLocale } from './i18n/i18n-store.ts';

/** The message of each field's first issue, as the account forms show it. */
function messages(result: {
  success: boolean;
  error?: { issues: Parameters<typeof accountIssueMessage>[0][] };
}) {
  const byField: Record<string, string | undefined> = {};
  for (const issue of result.error?.issues ?? []) {
    byField[issue.path.join('.')] ??= accountIssueMessage(issue) ?? issue.message;
  }
  return byField;
}

describe('accountIssueMessage', () => {
  beforeAll(async () => {
    // setLocale marks the page's language on <html>; a bare stand-in is enough here.
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    readCataloguesWith(loadCatalogue);
    await loadMessages('app');
  });
  afterAll(async () => {
    await setLocale('en');
    vi.unstubAllGlobals();
  });

  it('says in English what the contract says', async () => {
    await setLocale('en');
    expect(
      messages(registerSchema.safeParse({ name: ' ', email: 'nope', password: 'short' })),
    ).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid email address',
      password: 'Use at least 8 characters',
    });
    expect(
      messages(
        resetPasswordSchema.safeParse({ newPassword: 'long enough', confirmPassword: 'other' }),
      ),
    ).toEqual({ confirmPassword: 'The two passwords do not match' });
  });

  it('says it in the page language', async () => {
    await setLocale('es');
    expect(
      messages(registerSchema.safeParse({ name: 'Ana', email: '', password: 'x'.repeat(129) })),
    ).toEqual({
      email: 'Escribe tu correo electrónico',
      password: 'Usa como máximo 128 caracteres',
    });
  });

  it('names a hidden control or direction character as such, not as a NUL', async () => {
    await setLocale('en');
    const typed = { name: 'Ana\u202e', email: 'ana@example.com', password: 'long enough' };
    expect(messages(registerSchema.safeParse(typed))).toEqual({
      name: 'Contains a hidden control or text-direction character, which names cannot hold. Type it again instead of pasting it',
    });
    await setLocale('es');
    expect(messages(registerSchema.safeParse(typed)).name).toMatch(/^Contiene un carácter oculto/);
    expect(messages(registerSchema.safeParse({ ...typed, name: 'Ana\u0000' })).name).toMatch(
      /^Contiene un carácter NUL/,
    );
  });
});
