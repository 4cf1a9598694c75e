// The benches and fault tests sign up as a person does: the sign-up, the link of the mail that
// confirms the address (their servers run without SMTP_URL, so it waits in the outbox), then a
// sign-in, whose session cookie the client keeps.
import { confirmThroughOutbox } from '../tests/support/mail-outbox.ts';
import type { ApiClient } from './api-client.ts';

/**
 * A running server as the seeders need it: its address and the folder its mail goes to (the
 * folders of every instance, behind a proxy that may hand the sign-up to any of them).
 */
export interface SeedTarget {
  url: string;
  outboxDir: string | readonly string[];
}

export async function signUp(
  client: ApiClient,
  server: SeedTarget,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await client.request('POST', '/api/auth/sign-up/email', account);
  await confirmThroughOutbox(server.outboxDir, account.email);
  await client.request('POST', '/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
}
