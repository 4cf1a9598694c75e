// The schedule generator and the standings speak the page's language: their words, the days and
// dates, and the tiebreak notes, which the API also sends in the tournament's language (English
// here) beside the same as data.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StandingRow } from '../../../../contract/games.ts';
import type { Season } from '../../../../contract/seasons.ts';
import type { Team } from '../../../../contract/teams.ts';
import { defaultStandingsRules } from '../../../../domain/season/rule-presets.ts';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { ScheduleGenerator } from './schedule-generator.tsx';
import { StandingsTable } from './standings-table.tsx';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';

testInLanguages(['es', 'fr', 'en'], 'common', 'manage');

const page = { pattern: '/t/:tournamentId/s/:seasonId', path: '/t/tr1/s/s1' };

const standingsRow = (
  rank: number,
  id: string,
  name: string,
  wins: number,
  tiebreak: StandingRow['tiebreak'],
): StandingRow => ({
  rank,
  teamId: id,
  teamName: name,
  shortName: name.slice(0, 3),
  played: 3,
  wins,
  losses: 3 - wins,
  pointsFor: 200,
  pointsAgainst: 190,
  pointDifference: 10,
  standingsPoints: wins * 2 + (3 - wins),
  winPercentage: wins / 3,
  tiebreakNote: tiebreak ? `ahead of ${tiebreak.aheadOf.teamName} on head-to-head` : null,
  tiebreak,
});

const season = {
  id: 's1',
  tournamentId: 'tr1',
  standingsRules: {
    ...defaultStandingsRules,
    rankBy: 'winPercentage',
    tiebreakers: ['head-to-head', 'point-difference'],
  },
} as unknown as Season;

describe('the standings in the page’s language', () => {
  it('reads in French, the tiebreak note and the ranking rule included', async () => {
    fakeNetwork([
      {
        method: 'GET',
        url: '/api/seasons/s1/standings',
        status: 200,
        body: {
          rows: [
            standingsRow(1, 'a', 'Aigles', 2, {
              tiebreaker: 'head-to-head',
              aheadOf: { teamId: 'b', teamName: 'Bisons' },
            }),
            standingsRow(2, 'b', 'Bisons', 2, null),
          ],
        },
      },
    ]);
    await setLocale('fr');
    renderPage(<StandingsTable season={season} />, page);
    await screen.findByRole('table', { name: 'Classement' });
    expect(screen.getByRole('columnheader', { name: 'V' }).getAttribute('title')).toBe('Victoires');
    expect(screen.getByRole('columnheader', { name: '% vict.' })).toBeTruthy();
    expect(screen.getAllByText('0,667')).toHaveLength(2);
    expect(screen.getByText('Aigles : devant Bisons aux confrontations directes')).toBeTruthy();
    expect(screen.getByLabelText('note 1').getAttribute('title')).toBe(
      'devant Bisons aux confrontations directes',
    );
    expect(
      screen.getByText(
        'Classement selon le pourcentage de victoires, puis selon les confrontations directes et la différence de points. Les équipes encore à égalité sont classées par ordre alphabétique.',
      ),
    ).toBeTruthy();
  });

  it('keeps English as it was', async () => {
    fakeNetwork([
      {
        method: 'GET',
        url: '/api/seasons/s1/standings',
        status: 200,
        body: {
          rows: [
            standingsRow(1, 'a', 'Eagles', 2, {
              tiebreaker: 'head-to-head',
              aheadOf: { teamId: 'b', teamName: 'Bisons' },
            }),
            standingsRow(2, 'b', 'Bisons', 2, null),
          ],
        },
      },
    ]);
    renderPage(<StandingsTable season={season} />, page);
    await screen.findByRole('table', { name: 'Standings' });
    expect(screen.getAllByText('.667')).toHaveLength(2);
    expect(screen.getByText('Eagles: ahead of Bisons on head-to-head')).toBeTruthy();
    expect(
      screen.getByText(
        'Ranked by win percentage, then head-to-head and point difference. Teams still level are listed alphabetically.',
      ),
    ).toBeTruthy();
  });
});

const teams = [
  { id: 'a', name: 'Águilas' },
  { id: 'b', name: 'Búhos' },
  { id: 'c', name: 'Cóndores' },
] as Team[];

describe('the schedule generator in the page’s language', () => {
  it('reads in Spanish, and refuses a missing start date in Spanish before asking the server', async () => {
    const network = fakeNetwork([
      { method: 'GET', url: '/api/seasons/s1/games', status: 200, body: { games: [] } },
    ]);
    await setLocale('es');
    const user = userEvent.setup();
    renderPage(<ScheduleGenerator seasonId="s1" teams={teams} onClose={() => {}} />, page);
    expect(screen.getByRole('heading', { name: /Generar un calendario/ })).toBeTruthy();
    const days = screen.getByRole('group', { name: 'Días de la semana' });
    expect(within(days).getByText('sáb')).toBeTruthy();
    expect(within(days).getByText('dom')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Pista 1' })).toHaveProperty('value', 'Pista 1');
    await user.click(screen.getByRole('button', { name: 'Añadir una pista' }));
    expect(screen.getByRole('textbox', { name: 'Pista 2' })).toHaveProperty('value', 'Pista 2');
    expect(screen.getByRole('button', { name: 'Quitar la pista 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    await screen.findByText('Elige una fecha de inicio');
    expect(network.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('shows the preview’s count and days in Spanish', async () => {
    fakeNetwork([
      { method: 'GET', url: '/api/seasons/s1/games', status: 200, body: { games: [] } },
      {
        method: 'POST',
        url: '/api/seasons/s1/schedule',
        status: 200,
        body: {
          created: 0,
          games: [
            {
              homeTeamId: 'a',
              awayTeamId: 'b',
              scheduledAt: '2026-09-05T16:00:00.000Z',
              court: 'Pista 1',
              round: 'Jornada 1',
            },
          ],
        },
      },
    ]);
    await setLocale('es');
    const user = userEvent.setup();
    renderPage(<ScheduleGenerator seasonId="s1" teams={teams} onClose={() => {}} />, page);
    const date = screen.getByLabelText(/Fecha de inicio/);
    await user.type(date, '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    await screen.findByText('1 partido en 1 fecha. No se guarda nada hasta que los crees.');
    expect(screen.getByRole('button', { name: 'Crear 1 partido' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Vista previa del calendario' });
    expect(within(table).getByText(/^sábado, 5 de septiembre de 2026 · 1 partido$/)).toBeTruthy();
    expect(within(table).getByText('Águilas - Búhos')).toBeTruthy();
  });
});
