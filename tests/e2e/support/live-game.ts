// A game ready to run live, made through the API (these tests are about consoles and outputs, not
// the management pages): an owner signed in on `page`, optionally premium through the sandbox
// checkout, a tournament, a season, two teams with rosters, and one scheduled game.
import type { Page } from '@playwright/test';
import {
  apiPath,
  billingPaths,
  liveGamePaths,
  managementPaths,
} from '../../../src/contract/api-paths.ts';
import type { EventPayload, GameEvent } from '../../../src/domain/game/events.ts';
import type { ConsoleKind, OutputKind } from '../../../src/domain/plans/plans.ts';
import type { GameRules } from '../../../src/domain/season/rules.ts';
import { expect, newUser, signUpViaApi, type NewUser } from './fixtures.ts';

export interface SeededPlayer {
  id: string;
  firstName: string;
  lastName: string;
  jersey: string;
}

export interface SeededTeam {
  id: string;
  name: string;
  shortName: string;
  players: SeededPlayer[];
}

export interface SeededGame {
  owner: NewUser;
  tournamentId: string;
  seasonId: string;
  gameId: string;
  home: SeededTeam;
  away: SeededTeam;
  /** Page path of a console or output of this game. */
  consoleUrl(kind: ConsoleKind): string;
  outputUrl(kind: OutputKind | 'scoreboard-view'): string;
}

const firstNames = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo'];
const lastNames = ['Stone', 'Rivera', 'Okafor', 'Larsen', 'Nakamura', 'Petit', 'Silva', 'Weber'];

/** POSTs JSON as the signed-in page and expects a 2xx answer. */
export async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Buys the 1-month pass through the sandbox checkout, as a paying organiser would. */
export async function makePremiumViaSandbox(page: Page) {
  const checkout = await post<{ url: string }>(page, billingPaths.checkout, {
    passId: 'premium-1m',
  });
  const sessionId = checkout.url.split('/').pop()!.split('?')[0]!;
  await post(page, apiPath(billingPaths.sandboxPay, { sessionId }), {});
}

export async function seedLiveGame(
  page: Page,
  opts: {
    premium?: boolean;
    playersPerTeam?: number;
    publicOutputs?: boolean;
    owner?: NewUser;
    /** The home team's names instead of Harbour Hawks (HAW). */
    homeTeam?: { name: string; shortName: string };
    /** The season's game rules instead of the FIBA preset. */
    rules?: GameRules;
  } = {},
): Promise<SeededGame> {
  const owner = opts.owner ?? (await signUpViaApi(page, newUser('organiser')));
  if (opts.premium) await makePremiumViaSandbox(page);

  const tournament = await post<{ id: string }>(page, managementPaths.tournaments, {
    name: `Live Cup ${Date.now().toString(36)}`,
  });
  if (opts.publicOutputs === false) {
    const res = await page.request.patch(
      apiPath(managementPaths.tournament, { tournamentId: tournament.id }),
      { data: { publicOutputs: false } },
    );
    expect(res.status(), await res.text()).toBe(200);
  }
  const season = await post<{ id: string }>(
    page,
    apiPath(managementPaths.seasons, { tournamentId: tournament.id }),
    { name: 'Winter League', ...(opts.rules ? { rules: opts.rules } : {}) },
  );

  const makeTeam = async (name: string, shortName: string, color: string, offset: number) => {
    const team = await post<{ id: string }>(
      page,
      apiPath(managementPaths.seasonTeams, { seasonId: season.id }),
      { name, shortName, primaryColor: color, secondaryColor: '#ffffff' },
    );
    const players: SeededPlayer[] = [];
    for (let i = 0; i < (opts.playersPerTeam ?? 8); i += 1) {
      const player = {
        firstName: firstNames[(i + offset) % firstNames.length]!,
        lastName: lastNames[(i * 3 + offset) % lastNames.length]!,
        jersey: String(4 + i * 3 + offset),
      };
      const created = await post<{ id: string }>(
        page,
        apiPath(managementPaths.teamPlayers, { teamId: team.id }),
        { ...player, position: null },
      );
      players.push({ id: created.id, ...player });
    }
    return { id: team.id, name, shortName, players };
  };
  const homeNames = opts.homeTeam ?? { name: 'Harbour Hawks', shortName: 'HAW' };
  const home = await makeTeam(homeNames.name, homeNames.shortName, '#1d4ed8', 0);
  const away = await makeTeam('Valley Vipers', 'VIP', '#15803d', 1);

  const game = await post<{ id: string }>(
    page,
    apiPath(managementPaths.seasonGames, { seasonId: season.id }),
    { homeTeamId: home.id, awayTeamId: away.id, venue: 'Main Gym', court: '1' },
  );

  const base = `/tournaments/${tournament.id}/seasons/${season.id}/games/${game.id}`;
  return {
    owner,
    tournamentId: tournament.id,
    seasonId: season.id,
    gameId: game.id,
    home,
    away,
    consoleUrl: (kind) => `${base}/console/${kind}`,
    outputUrl: (kind) =>
      kind === 'scoreboard-view' ? `${base}/scoreboard-view` : `${base}/output/${kind}`,
  };
}

let eventCounter = 0;
/** An event with a client id no other test run uses. */
export function event(payload: EventPayload, period = 1, clockMs = 600_000): GameEvent {
  eventCounter += 1;
  const clientId = `e2e-out-${Date.now().toString(36)}-${eventCounter}-${Math.random().toString(36).slice(2, 8)}`;
  return { clientId, period, clockMs, ...payload };
}

/** Posts events as a console on `page`'s session; every one must be accepted. */
export async function postEvents(
  page: Page,
  game: SeededGame,
  events: GameEvent[],
  consoleKind: ConsoleKind = 'timescore',
) {
  const res = await page.request.post(apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    data: { deviceId: 'e2e-outputs-device', console: consoleKind, events },
  });
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  const body = JSON.parse(text) as { results: { status: string; reason?: string }[] };
  expect(
    body.results.filter((r) => r.status !== 'accepted'),
    text,
  ).toEqual([]);
}
