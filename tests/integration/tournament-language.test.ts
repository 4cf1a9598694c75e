// A tournament's language (docs/product/languages.md): a new one takes its creator's, the
// settings change it, and a language Tempo does not speak is refused at its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/contract/api-error.ts';
import type { Tournament } from '../../src/contract/tournaments.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTournament, expectStatus, newUser } from './support/management.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

describe('a tournament’s language', () => {
  it('is the creator’s browser language when the account has none of its own', async () => {
    const owner = await newUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: { cookie: owner.cookie, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      payload: { name: 'Ligue du Port' },
    });
    expect(expectStatus(res, 201).json<Tournament>().language).toBe('fr');
  });

  it('is saved from the settings, and a language Tempo does not speak is refused at its field', async () => {
    const owner = await newUser(t);
    const tournament = await createTournament(owner);
    const url = `/api/tournaments/${tournament.id}`;

    const refused = expectStatus(await owner.patch(url, { language: 'xx' }), 400).json<ApiError>();
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.fields?.language).toBeTruthy();
    expect(expectStatus(await owner.get(url), 200).json<Tournament>().language).toBe('en');

    expectStatus(await owner.patch(url, { language: 'es' }), 200);
    expect(expectStatus(await owner.get(url), 200).json<Tournament>().language).toBe('es');
  });
});
