// A person's language is kept with their account, a tournament's with the tournament, and a
// language is one folder of catalogues: a fifth one dropped in is offered and accepted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../src/contract/profile.ts';
import type { Tournament } from '../../src/contract/tournaments.ts';
import { defaultLocalesDir } from '../../src/server/i18n/server-i18n.ts';
import { newAccount, registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const localesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-locales-'));
fs.cpSync(defaultLocalesDir, localesDir, { recursive: true });
// German, dropped in as one folder: English's messages stand in for a translation here.
fs.cpSync(path.join(localesDir, 'en'), path.join(localesDir, 'de'), { recursive: true });
fs.writeFileSync(path.join(localesDir, 'de', 'meta.json'), JSON.stringify({ name: 'Deutsch' }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { localesDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(localesDir, { recursive: true, force: true });
});

const patchMe = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload });

describe('languages', () => {
  it('offers every catalogue folder, the dropped-in one too, English first', () => {
    expect(t.deps.i18n.locales.map((l) => l.code)).toEqual(['en', 'de', 'es', 'fr', 'pt-BR']);
    expect(t.deps.i18n.locales.find((l) => l.code === 'de')?.name).toBe('Deutsch');
  });

  it('keeps the language a person chooses, takes it back, and refuses one Tempo does not speak', async () => {
    const u = await registerAccount(t.app, newAccount());
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: u.cookie },
    });
    expect(fresh.json<Profile>().locale).toBeNull();

    const german = await patchMe(u.cookie, { locale: 'de' });
    expect(german.statusCode).toBe(200);
    expect(german.json<Profile>()).toMatchObject({ locale: 'de', name: u.name });

    // A regional tag is kept as the catalogue that serves it.
    expect((await patchMe(u.cookie, { locale: 'pt-PT' })).json<Profile>().locale).toBe('pt-BR');

    // The refusal speaks the language the person now has.
    const unknown = await patchMe(u.cookie, { locale: 'ja' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { locale: 'Escolha um idioma da lista.' },
    });
    const malformed = await patchMe(u.cookie, { locale: 'not a language' });
    expect(malformed.statusCode).toBe(400);

    expect((await patchMe(u.cookie, { locale: null })).json<Profile>().locale).toBeNull();
    expect((await patchMe(u.cookie, {})).statusCode).toBe(400);
  });

  it("gives a new tournament its creator's language, and lets the organiser change it", async () => {
    // A free account owns one open tournament: each case has its own organiser.
    const create = async (
      headers: Record<string, string>,
      payload: object = {},
      locale?: string,
    ) => {
      const u = await registerAccount(t.app, newAccount());
      if (locale) await patchMe(u.cookie, { locale });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tournaments',
        headers: { cookie: u.cookie, origin: 'http://localhost:3000', ...headers },
        payload: { name: 'Liga de invierno', ...payload },
      });
      expect(res.statusCode).toBe(201);
      return { tournament: res.json<Tournament>(), cookie: u.cookie };
    };

    const spanish = await create({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(spanish.tournament.language).toBe('es');
    expect(
      (await create({ 'accept-language': 'es-ES' }, { language: 'fr' })).tournament.language,
    ).toBe('fr');
    expect((await create({ 'accept-language': 'es-ES' }, {}, 'pt-BR')).tournament.language).toBe(
      'pt-BR',
    );
    expect((await create({})).tournament.language).toBe('en');

    const change = (language: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/tournaments/${spanish.tournament.id}`,
        headers: { cookie: spanish.cookie, origin: 'http://localhost:3000' },
        payload: { language },
      });
    expect((await change('de')).json<Tournament>().language).toBe('de');
    const refused = await change('ja');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { language: 'Choose a language from the list.' },
    });
  });
});
