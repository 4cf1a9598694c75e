// What the server writes for fans and organisers, in their language: a Spanish league's public
// play-by-play (its JSON and its page, and the page in another language with ?lang=), the public
// JSON's 404s in the reader's language, and a roster import's problems in the importer's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/contract/api-error.ts';
import { apiPath, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import { publicGamePageSchema } from '../../src/contract/public-league.ts';
import type { ImportResult } from '../../src/contract/teams.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  createPlayer,
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  newUser,
} from './support/management.ts';
import { ev, record, seedLiveGame, type LiveFixture } from './support/live-game.ts';

let t: TestApp;
let g: LiveFixture;
const slug = `liga-${randomUUID().slice(0, 8)}`;

const gameJson = () => apiPath(publicLeaguePaths.game, { slug, gameId: g.gameId });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  g = await seedLiveGame(t, { premium: true, players: 5 });
  const [ada, ben] = g.home;
  await record(
    g.owner,
    g.gameId,
    [
      ev.source('stats'),
      ev.lineup('home', g.home),
      ev.lineup('away', g.away),
      ev.start(),
      ev.shot('home', ada!, 3, true),
      ev.shot('home', ben!, 2, true, ada),
      ev.shot('away', g.away[0]!, 2, false),
      ev.rebound('home', null, false),
      ev.foul('away', g.away[1]!, true),
      ev.freeThrow('home', ben!, true),
      ev.end(),
    ],
    'statstwo',
  );
  expectStatus(
    await g.owner.patch(`/api/tournaments/${g.tournamentId}/public-site`, { enabled: true, slug }),
    200,
  );
  expectStatus(await g.owner.patch(`/api/tournaments/${g.tournamentId}`, { language: 'es' }), 200);
});
afterAll(() => t.close());

describe("a Spanish league's play-by-play", () => {
  it('comes in Spanish in the JSON, with what each play was', async () => {
    const page = publicGamePageSchema.parse(expectStatus(await get(gameJson()), 200).json());
    const texts = page.plays.map((p) => p.text);
    expect(texts[0]).toBe('Final del partido');
    expect(texts).toEqual(
      expect.arrayContaining([
        'Comienza el partido',
        'Ada Player0: triple anotado',
        'Ben Player1: canasta de 2 (asistencia de Ada Player0)',
        'Ada Player0: tiro de 2 fallado',
        'Rebote defensivo de equipo',
        'Ben Player1: falta personal (en acción de tiro)',
        'Ben Player1: tiro libre anotado',
        'Titulares: Ada Player0, Ben Player1, Cleo Player2, Dan Player3, Eve Player4',
      ]),
    );
    expect(texts.join('\n')).not.toMatch(/made|missed|shot|Game|Starting lineup/);
    const three = page.plays.find((p) => p.text === 'Ada Player0: triple anotado');
    expect(three).toMatchObject({
      teamId: g.homeTeamId,
      detail: {
        kind: 'shot',
        player: { id: g.home[0], name: 'Ada Player0' },
        points: 3,
        made: true,
        assist: null,
      },
    });
  });

  it('shows on the game page in Spanish, and in French with ?lang=fr', async () => {
    const path = `/leagues/${slug}/games/${g.gameId}`;
    const spanish = expectStatus(await get(path), 200).body;
    expect(spanish).toContain('<span class="ps-play-text">Ada Player0: triple anotado</span>');
    expect(spanish).toContain('<span class="ps-play-text">Final del partido</span>');
    expect(spanish).not.toContain('3PT shot');

    // The JSON beside the page keeps the tournament's words; the page says them in French.
    const french = expectStatus(await get(`${path}?lang=fr`), 200).body;
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain(
      '<span class="ps-play-text">Ada Player0 : tir à 3 points réussi</span>',
    );
    expect(french).toContain(
      '<span class="ps-play-text">Ben Player1 : tir à 2 points réussi (passe décisive : Ada Player0)</span>',
    );
    expect(french).toContain('<span class="ps-play-text">Fin du match</span>');
    expect(french).not.toContain('ps-play-text">Ada Player0: triple');
  });

  it('is in English again when the league speaks English', async () => {
    expectStatus(
      await g.owner.patch(`/api/tournaments/${g.tournamentId}`, { language: 'en' }),
      200,
    );
    try {
      const page = publicGamePageSchema.parse(expectStatus(await get(gameJson()), 200).json());
      expect(page.plays.map((p) => p.text)).toEqual(
        expect.arrayContaining([
          'Game over',
          'Ada Player0 3PT shot made',
          'Ben Player1 2PT shot made (assist Ada Player0)',
          'Team defensive rebound',
        ]),
      );
      const html = expectStatus(await get(`/leagues/${slug}/games/${g.gameId}`), 200).body;
      expect(html).toContain('<span class="ps-play-text">Ada Player0 3PT shot made</span>');
    } finally {
      expectStatus(
        await g.owner.patch(`/api/tournaments/${g.tournamentId}`, { language: 'es' }),
        200,
      );
    }
  });
});

describe('the public JSON’s 404s', () => {
  it('say what was not found in the reader’s language', async () => {
    const spanish = { 'accept-language': 'es-ES,es;q=0.9' };
    const league = await get(apiPath(publicLeaguePaths.home, { slug: 'nadie-aqui' }), spanish);
    expect(expectStatus(league, 404).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'La web de esta liga no está disponible',
    });
    const game = await get(apiPath(publicLeaguePaths.game, { slug, gameId: 'nope' }), {
      'accept-language': 'pt-BR',
    });
    expect(expectStatus(game, 404).json<ApiError>().message).toBe('Jogo não encontrado');
    const season = await get(`${apiPath(publicLeaguePaths.home, { slug })}?season=nope`, {
      'accept-language': 'fr',
    });
    expect(expectStatus(season, 404).json<ApiError>().message).not.toBe('Season not found');
    // Without a language asked, English.
    const english = await get(apiPath(publicLeaguePaths.home, { slug: 'nadie-aqui' }));
    expect(expectStatus(english, 404).json<ApiError>().message).toBe(
      "This league's site is not available",
    );
  });
});

describe('a roster import’s problems', () => {
  it('are in the language of the person importing', async () => {
    const owner = await newUser(t);
    expectStatus(await owner.patch('/api/me', { locale: 'es' }), 200);
    const { id } = await createTournament(owner);
    const teamId = (await createTeam(owner, (await createSeason(owner, id)).id)).id;
    await createPlayer(owner, teamId, { firstName: 'Ana', lastName: 'Díaz', jersey: '23' });
    const url = `/api/teams/${teamId}/players/import`;
    const file = [
      'Name,Apellidos,DORSAL,Posición,altura cm,activo',
      'Iva,Horvat,7,Base,181,',
      'Bo,Lee,23,,,',
      'Cy,Ng,7,pivot,,',
      ',Nobody,100,XX,tall,quizá',
      'Eva,Ruiz,8,Base/Escolta,,',
    ].join('\n');
    const missing = expectStatus(await owner.post(url, { csv: file }), 200).json<ImportResult>();
    expect(missing.fileErrors).toEqual(['El archivo no tiene la columna nombre']);

    const csv = file.replace('Name', 'nombre');
    const preview = expectStatus(await owner.post(url, { csv }), 200).json<ImportResult>();
    // A position read comes back as its code, which the preview shows as the roster does.
    expect(preview.rows.map((r) => r.values.position)).toEqual([
      'PG',
      '',
      'C',
      'XX',
      'Base/Escolta',
    ]);
    expect(preview.rows.map((r) => r.errors)).toEqual([
      {},
      {
        jersey:
          'Fila 3, dorsal: el dorsal 23 ya lo lleva Ana Díaz. Usa un dorsal que nadie lleve en el equipo.',
      },
      {
        jersey:
          'Fila 4, dorsal: el dorsal 7 también está en la fila 2. Da a cada jugador su propio dorsal.',
      },
      {
        firstName:
          'Fila 5, nombre: la celda está vacía. Escribe el nombre del jugador, de 40 caracteres como máximo.',
        jersey: 'Fila 5, dorsal: «100» no es un dorsal. Usa un número del 0 al 99, o 00.',
        position:
          'Fila 5, posición: «XX» no es una posición que Tempo conozca. Usa B, E, A, AP, P, EXT, AL o déjala vacía.',
        heightCm:
          'Fila 5, altura_cm: «tall» no es una altura en centímetros. Usa centímetros enteros del 100 al 250, o déjala vacía.',
        active: 'Fila 5, activo: «quizá» no es yes o no. Usa yes o no, o déjala vacía para yes.',
      },
      {
        position:
          'Fila 6, posición: «Base/Escolta» puede ser Base (B) o Escolta (E). Escribe una sola posición.',
      },
    ]);

    const refused = await owner.post(url, { csv, commit: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().message).toBe(
      'No se ha importado nada. Fila 3, dorsal: el dorsal 23 ya lo lleva Ana Díaz. Usa un dorsal que nadie lleve en el equipo.',
    );

    const empty = await owner.post(url, { csv: 'first_name,last_name,jersey\n' });
    expect(expectStatus(empty, 200).json<ImportResult>().fileErrors).toEqual([
      'El archivo no tiene jugadores',
    ]);

    // Spanish headers and the federation's words, with English ones in the same file: imported.
    const spanish = [
      'nombre,apellidos,dorsal,posición',
      'Iva,Horvat,7,Base',
      'Cy,Ng,8,Pívot',
      'Eva,Ruiz,9,alero',
      'Lu,Paz,10,point guard',
    ].join('\n');
    expectStatus(await owner.post(url, { csv: spanish, commit: true }), 200);
    const roster = expectStatus(await owner.get(`/api/teams/${teamId}/players`), 200).json<{
      players: Array<{ jersey: string; position: string | null }>;
    }>();
    expect(roster.players.map((p) => [p.jersey, p.position]).sort()).toEqual([
      ['10', 'PG'],
      ['23', null],
      ['7', 'PG'],
      ['8', 'C'],
      ['9', 'SF'],
    ]);
  });

  it('name the columns in French for a French reader', async () => {
    const owner = await newUser(t);
    expectStatus(await owner.patch('/api/me', { locale: 'fr' }), 200);
    const { id } = await createTournament(owner);
    const teamId = (await createTeam(owner, (await createSeason(owner, id)).id)).id;
    const csv = 'prenom,nom,numéro,poste\nIva,Horvat,7,Ailier fort\nBo,Lee,8,Basee';
    const preview = expectStatus(
      await owner.post(`/api/teams/${teamId}/players/import`, { csv }),
      200,
    ).json<ImportResult>();
    expect(preview.rows.map((r) => [r.values.position, r.errors])).toEqual([
      ['PF', {}],
      [
        'Basee',
        {
          position:
            'Ligne 3, poste : « Basee » n’est pas un poste connu de Tempo. Utilisez MEN, ARR, AIL, AF, PIV ou laissez-la vide.',
        },
      ],
    ]);
  });

  it('follow the browser’s language when the account has none', async () => {
    const owner = await newUser(t);
    const { id } = await createTournament(owner);
    const teamId = (await createTeam(owner, (await createSeason(owner, id)).id)).id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/players/import`,
      headers: { cookie: owner.cookie, 'accept-language': 'fr-FR' },
      payload: { csv: 'first_name,last_name,jersey\nIva,Horvat,abc' },
    });
    expect(expectStatus(res, 200).json<ImportResult>().rows[0]?.errors).toEqual({
      jersey:
        'Ligne 2, numéro : « abc » n’est pas un numéro de maillot. Utilisez un numéro de 0 à 99, ou 00.',
    });
  });
});
