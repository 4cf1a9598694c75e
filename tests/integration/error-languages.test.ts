// The API's error messages speak the language of the person asking (docs/product/errors.md): the
// account's language when signed in, else Accept-Language, else English. The `code` never changes.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createPlayer,
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Client;
let tournamentId: string;
let seasonId: string;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t);
  tournamentId = (await createTournament(owner)).id;
  seasonId = (await createSeason(owner, tournamentId)).id;
  teamId = (await createTeam(owner, seasonId)).id;
  await createPlayer(owner, teamId, { firstName: 'Ana', lastName: 'Díaz', jersey: '7' });
});
afterAll(() => t.close());

function ask(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  opts: { language?: string; cookie?: string; payload?: object } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (opts.language) headers['accept-language'] = opts.language;
  if (opts.cookie) headers.cookie = opts.cookie;
  return t.app.inject({ method, url, headers, payload: opts.payload });
}

describe('an error answer', () => {
  it('is in the language Accept-Language asks for, English without one, with the same code', async () => {
    const answers = await Promise.all(
      [undefined, 'es-ES,es;q=0.9', 'fr-FR', 'pt-BR', 'de-DE'].map((language) =>
        ask('GET', '/api/me', { language }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.map((res) => res.json<unknown>())).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' },
      { code: 'UNAUTHENTICATED', message: 'Inicia sesión para continuar' },
      { code: 'UNAUTHENTICATED', message: 'Connectez-vous pour continuer' },
      { code: 'UNAUTHENTICATED', message: 'Entre para continuar' },
      // A language Tempo does not speak gets English.
      { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' },
    ]);
  });

  it('follows the account’s language over Accept-Language once signed in', async () => {
    const person = await newUser(t, 'francophone');
    expectStatus(await person.patch('/api/me', { locale: 'fr' }), 200);
    const missing = await ask('GET', `/api/tournaments/${randomUUID()}`, {
      cookie: person.cookie,
      language: 'es',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Tournoi introuvable' });

    // Refused by the schema before any guard read the account: still the account's language.
    const invalid = await ask('PATCH', '/api/me', {
      cookie: person.cookie,
      language: 'es',
      payload: { name: '   ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Nom : Saisissez votre nom',
      fields: { name: 'Saisissez votre nom' },
    });
  });

  it('translates the fields of a 400, the schema’s own words and its limits alike', async () => {
    const empty = await ask('POST', '/api/tournaments', {
      cookie: owner.cookie,
      language: 'es',
      payload: { name: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Nombre: Escribe un nombre',
      fields: { name: 'Escribe un nombre' },
    });

    const long = await ask('POST', '/api/tournaments', {
      cookie: owner.cookie,
      language: 'pt-BR',
      payload: { name: 'x'.repeat(81) },
    });
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: 'Use no máximo 80 caracteres' },
    });

    const english = await ask('POST', '/api/tournaments', {
      cookie: owner.cookie,
      payload: { name: 'x'.repeat(81) },
    });
    expect(english.json()).toMatchObject({ fields: { name: 'Use at most 80 characters' } });
  });

  it('translates a 404, a 403 naming who may, and a 409', async () => {
    const missingGame = await ask('GET', `/api/games/${randomUUID()}`, {
      cookie: owner.cookie,
      language: 'fr',
    });
    expect(missingGame.json()).toEqual({ code: 'NOT_FOUND', message: 'Match introuvable' });

    const viewer = await newUser(t, 'viewer');
    await addMember(t, tournamentId, viewer.id, 'viewer');
    const refused = await ask('POST', `/api/tournaments/${tournamentId}/seasons`, {
      cookie: viewer.cookie,
      language: 'es',
      payload: { name: '2027' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Solo el propietario o un administrador pueden crear temporadas',
    });

    const taken = await ask('POST', `/api/teams/${teamId}/players`, {
      cookie: owner.cookie,
      language: 'fr',
      payload: { firstName: 'Eva', lastName: 'Ruiz', jersey: '7' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'CONFLICT',
      message: 'Le numéro 7 est déjà porté par Ana Díaz',
      fields: { jersey: 'Le numéro 7 est déjà porté par Ana Díaz' },
    });

    const unconfirmed = await ask('DELETE', `/api/seasons/${seasonId}`, {
      cookie: owner.cookie,
      language: 'es',
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      message:
        'Eliminar la temporada «2026» elimina también 1 equipo y 1 jugador. No se puede deshacer.',
    });
  });
});
