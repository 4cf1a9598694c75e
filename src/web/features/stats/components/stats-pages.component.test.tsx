// The statistics pages speak the page's language: the leaders' categories and rule worded from
// their ids and numbers (not the labels the API sent in another language), the federations' box
// score words, numbers written the language's way, the game log's result letters.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerStats, SeasonStats, TeamStats } from '../../../../contract/season-stats.ts';
import type { Season } from '../../../../contract/seasons.ts';
import type { Player, Team } from '../../../../contract/teams.ts';
import { defaultStandingsRules, rulePresets } from '../../../../domain/season/rule-presets.ts';
import type { GameRules } from '../../../../domain/season/rules.ts';
import { perGame, shootingPct } from '../../../../domain/stats/averages.ts';
import { emptyStatLine, type StatLine } from '../../../../domain/stats/game-box.ts';
import { minimumGamesRule, rankLeaders } from '../../../../domain/stats/leaders.ts';
import enCommon from '../../../../i18n/locales/en/common.json' with { type: 'json' };
import { minimumGamesRuleText, wordLeaderCategory } from '../../../../i18n/leader-words.ts';
import { createTranslate } from '../../../../i18n/translator.ts';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { PlayerStatsSection } from './player-stats-section.tsx';
import { SeasonStatsCards } from './season-stats-cards.tsx';
import { TeamStatsSection } from './team-stats-section.tsx';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';

const stamp = '2026-03-01T12:00:00.000Z';
const english = createTranslate('en', enCommon);

function season(rules: GameRules = rulePresets.fiba): Season {
  return {
    id: 's1',
    tournamentId: 'tr1',
    name: 'Invierno',
    startDate: null,
    endDate: null,
    status: 'active',
    rules,
    standingsRules: defaultStandingsRules,
    teamCount: 2,
    gameCount: 2,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** Ana Núñez: 36 points in 2 games, 16 of 24 from the field, 2 of 3 threes, 2 of 2 free throws. */
const totals: StatLine = {
  ...emptyStatLine(),
  playedMs: 2 * 30 * 60_000,
  points: 36,
  rebounds: 9,
  assists: 5,
  steals: 3,
  blocks: 1,
  turnovers: 2,
  personalFouls: 4,
  fieldGoalsMade: 16,
  fieldGoalsAttempted: 24,
  threesMade: 2,
  threesAttempted: 3,
  freeThrowsMade: 2,
  freeThrowsAttempted: 2,
};

const row = {
  playerId: 'p1',
  firstName: 'Ana',
  lastName: 'Núñez',
  jersey: '7',
  teamId: 't1',
  teamName: 'Halcones',
  teamShortName: 'HAL',
  games: 2,
  qualified: true,
  totals,
  perGame: perGame(totals, 2),
  pct: shootingPct(totals),
};

/** What the server answers an English reader: labels and rule in English. */
function seasonStats(rules: GameRules = rulePresets.fiba): SeasonStats {
  const minimumGames = minimumGamesRule([2, 2]);
  return {
    seasonId: 's1',
    phase: 'regular',
    gamesCounted: 2,
    minimumGamesRule: minimumGamesRuleText(english, minimumGames),
    minimumGames,
    leaders: rankLeaders([row], rules).map((c) => wordLeaderCategory(english, c)),
    teams: [],
    players: [row],
  };
}

function network(rules: GameRules = rulePresets.fiba) {
  return fakeNetwork([
    { method: 'GET', url: '/api/seasons/s1', status: 200, body: season(rules) },
    {
      method: 'GET',
      url: '/api/seasons/s1/stats?phase=regular',
      status: 200,
      body: seasonStats(rules),
    },
  ]);
}

const page = { pattern: '/season', path: '/season' };

testInLanguages(['es', 'fr', 'en']);

/** Intl puts a no-break space in "1 234" and before "%" in some languages. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the season’s stat leaders and player table', () => {
  it('read in English as they always have', async () => {
    network();
    renderPage(<SeasonStatsCards season={season()} />, page);
    await screen.findByText(
      'From 2 games with statistics. Per-game leaders: At least 1 game played (half of the team’s 2, rounded up).',
    );
    const points = screen.getByRole('region', { name: 'Points' });
    expect(within(points).getByText('Points per game')).toBeTruthy();
    expect(within(points).getByRole('listitem').textContent).toContain('18.0');
    expect(screen.getByRole('region', { name: 'FG% (min. 3 FGA per game)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Player stats' });
    expect(within(table).getByRole('columnheader', { name: 'STL' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: '#7 Ana Núñez' })).toBeTruthy();
    expect(within(table).getAllByText('66.7')).toHaveLength(2);
  });

  it('read in Spain’s Spanish, whatever language the API’s labels came in', async () => {
    await setLocale('es');
    network();
    renderPage(<SeasonStatsCards season={season()} />, page);
    await screen.findByText(
      'De 2 partidos con estadísticas. Líderes por partido: Al menos 1 partido jugado (la mitad de los 2 partidos del equipo, redondeando hacia arriba).',
    );
    expect(screen.getByRole('heading', { name: 'Líderes estadísticos' })).toBeTruthy();
    const points = screen.getByRole('region', { name: 'Puntos' });
    expect(within(points).getByText('Puntos por partido')).toBeTruthy();
    expect(within(points).getByRole('listitem').textContent).toContain('18,0');
    expect(screen.getByRole('region', { name: 'TC% (mín. 3 intentos por partido)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'T3% (mín. 1 intento por partido)' })).toBeTruthy();
    expect(screen.queryByText(/per game/)).toBeNull();
    const table = screen.getByRole('table', { name: 'Estadísticas de jugadores' });
    for (const column of ['Jugador', 'Equipo', 'PJ', 'BR', 'TAP', 'BP', 'TC%', 'T3%', 'TL%']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy();
    }
    // FG% and 3P%, both 2 of 3 as many: 16/24 and 2/3.
    expect(within(table).getAllByText('66,7')).toHaveLength(2);
    expect(screen.getByText('Por partido · selecciona un encabezado para ordenar')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Partidos contabilizados' })).toBeTruthy();
  });

  it('name the beyond-the-arc shots as a FIBA 3x3 season scores them', async () => {
    await setLocale('fr');
    network(rulePresets['fiba-3x3']);
    renderPage(<SeasonStatsCards season={season(rulePresets['fiba-3x3'])} />, page);
    expect(
      await screen.findByRole('region', { name: '2PTS% (min. 1 tentative par match)' }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Statistiques des joueurs' });
    expect(await within(table).findByRole('columnheader', { name: '2PTS%' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: '3PTS%' })).toBeNull();
  });
});

describe('a team’s and a player’s statistics', () => {
  const team = {
    id: 't1',
    seasonId: 's1',
    tournamentId: 'tr1',
    name: 'Halcones',
    shortName: 'HAL',
  } as Team;
  const teamStats: TeamStats = {
    team: {
      teamId: 't1',
      name: 'Halcones',
      shortName: 'HAL',
      played: 2,
      wins: 1,
      losses: 1,
      pointsForPerGame: 80.5,
      pointsAgainstPerGame: 77,
      gamesWithStats: 1,
      totals,
      perGame: perGame(totals, 1),
      pct: shootingPct(totals),
    },
    players: [row],
    shots: [],
  };

  it('a team’s record and per-game figures in French', async () => {
    await setLocale('fr');
    fakeNetwork([
      { method: 'GET', url: '/api/seasons/s1', status: 200, body: season() },
      { method: 'GET', url: '/api/teams/t1/stats?phase=regular', status: 200, body: teamStats },
    ]);
    renderPage(<TeamStatsSection team={team} />, page);
    const record = await screen.findByRole('generic', { name: 'Bilan de l’équipe' });
    expect(within(record).getByText('1–1')).toBeTruthy();
    expect(within(record).getByTitle('Points marqués par match').textContent).toContain('80,5');
    expect(screen.getByText('Par match, sur 1 match avec statistiques')).toBeTruthy();
    const figures = screen.getByRole('generic', { name: 'Statistiques de l’équipe par match' });
    expect(within(figures).getByTitle('Interceptions').textContent).toBe('INT3,0');
    expect(plain(within(figures).getByTitle('Pourcentage aux tirs').textContent)).toBe('TR%66,7');
    expect(
      screen.getByRole('table', { name: 'Statistiques des joueurs de Halcones' }),
    ).toBeTruthy();
  });

  const player = {
    id: 'p1',
    teamId: 't1',
    seasonId: 's1',
    tournamentId: 'tr1',
    firstName: 'Ana',
    lastName: 'Núñez',
    jersey: '7',
  } as Player;
  const logRow = (
    gameId: string,
    home: boolean,
    result: 'W' | 'L',
    score: [number, number],
    starter: boolean,
  ) => ({
    gameId,
    scheduledAt: stamp,
    timezone: 'Europe/Madrid',
    phase: 'regular' as const,
    home,
    opponentTeamId: 't2',
    opponentName: 'Víboras',
    opponentShortName: 'VIB',
    teamScore: score[0],
    opponentScore: score[1],
    result,
    starter,
    line: totals,
  });
  const playerStats: PlayerStats = {
    playerId: 'p1',
    teamId: 't1',
    seasonId: 's1',
    games: 2,
    totals,
    perGame: perGame(totals, 2),
    pct: shootingPct(totals),
    gameLog: [logRow('g2', false, 'L', [70, 72], false), logRow('g1', true, 'W', [80, 60], true)],
    shots: [],
  };

  it('a player’s season lines and game log in Spanish, and in English as before', async () => {
    await setLocale('es');
    const routes = [
      { method: 'GET', url: '/api/seasons/s1', status: 200, body: season() },
      { method: 'GET', url: '/api/players/p1/stats?phase=regular', status: 200, body: playerStats },
    ];
    fakeNetwork(routes);
    const view = renderPage(<PlayerStatsSection player={player} />, page);
    const lines = await screen.findByRole('table', { name: 'Promedios y totales de la temporada' });
    const perGameLine = within(lines).getByRole('row', { name: /Por partido/ }).textContent;
    expect(perGameLine).toContain('18,0');
    expect(perGameLine).toContain('8,0-12,0');
    expect(within(lines).getByRole('row', { name: /Totales/ }).textContent).toContain('16-24');
    const log = screen.getByRole('table', { name: 'Partido a partido' });
    const [, away, home] = within(log).getAllByRole('row');
    expect(away!.textContent).toContain('@ VIB');
    expect(away!.textContent).toContain('Banquillo');
    expect(away!.textContent).toContain('P 70–72');
    expect(home!.textContent).toContain('vs. VIB');
    expect(home!.textContent).toContain('G 80–60');
    view.unmount();

    await setLocale('en');
    fakeNetwork(routes);
    renderPage(<PlayerStatsSection player={player} />, page);
    const english = await screen.findByRole('table', { name: 'Game log' });
    const [, awayEn, homeEn] = within(english).getAllByRole('row');
    expect(awayEn!.textContent).toContain('@ VIB');
    expect(awayEn!.textContent).toContain('L 70–72');
    expect(homeEn!.textContent).toContain('vs VIB');
    expect(homeEn!.textContent).toContain('W 80–60');
  });
});
