// The bracket speaks the page's language: its words, and its match names, sides and conflicts,
// which the API also sends in the tournament's language (English here) beside the same as data.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bracket, BracketMatch } from '../../../../contract/playoffs.ts';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { renderPage } from '../../../testing/render.tsx';
import { BracketView } from './bracket-view.tsx';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';

testInLanguages(['es', 'fr', 'en'], 'common', 'manage');

const page = { pattern: '/t/:tournamentId/s/:seasonId', path: '/t/tr1/s/s1' };

const team = (id: string, name: string) => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  primaryColor: '#1d4ed8',
  secondaryColor: '#ffffff',
  logoUrl: null,
});

const side = (
  from: BracketMatch['home']['from'],
  source: string,
  t: ReturnType<typeof team> | null,
  seed: number | null,
): BracketMatch['home'] => ({ source, from, seed, team: t });

const quarterName = { stage: 'winnersQuarterFinal', round: 1, game: 1 } as const;

const match = (m: Partial<BracketMatch> & Pick<BracketMatch, 'slot' | 'name'>): BracketMatch => ({
  section: 'winners',
  round: m.name.round,
  order: m.name.game ?? 1,
  label: 'English label',
  home: side({ kind: 'seed', seed: 1, slot: null, match: null }, 'Seed 1', team('a', 'Águilas'), 1),
  away: side(
    { kind: 'seed', seed: 8, slot: null, match: null },
    'Seed 8',
    team('h', 'Halcones'),
    8,
  ),
  gameId: null,
  status: null,
  homeScore: null,
  awayScore: null,
  winnerTeamId: null,
  needed: true,
  conflict: null,
  conflictCause: null,
  ...m,
});

const bracket: Bracket = {
  id: 'b1',
  seasonId: 's1',
  format: 'double',
  thirdPlaceGame: false,
  resetGame: true,
  seeds: [],
  matches: [
    match({ slot: 'W1-1', name: quarterName }),
    match({
      slot: 'W1-2',
      name: { stage: 'winnersQuarterFinal', round: 1, game: 2 },
      gameId: 'g2',
      status: 'live',
      conflict: 'The winner of Winners quarter-final 1 changed after this game started: …',
      conflictCause: { kind: 'winner', match: quarterName },
    }),
    match({
      slot: 'W2-1',
      name: { stage: 'winnersSemiFinal', round: 2, game: null },
      away: side(
        { kind: 'winner', seed: null, slot: 'W1-1', match: quarterName },
        'Winner of Winners quarter-final 1',
        null,
        null,
      ),
    }),
    match({
      slot: 'L1-1',
      section: 'losers',
      name: { stage: 'losersRound', round: 1, game: 1 },
      away: side(
        { kind: 'loser', seed: null, slot: 'W1-1', match: quarterName },
        'Loser of Winners quarter-final 1',
        null,
        null,
      ),
    }),
    match({ slot: 'GF', section: 'final', name: { stage: 'grandFinal', round: 1, game: null } }),
  ],
  championTeamId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the bracket in the page’s language', () => {
  it('names matches, rounds, sides and conflicts in Spanish', async () => {
    await setLocale('es');
    renderPage(<BracketView bracket={bracket} tournamentId="tr1" />, page);
    expect(screen.getByRole('heading', { name: 'Cuadro de ganadores' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cuadro de perdedores' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Finales' })).toBeTruthy();
    expect(screen.getByText('Cuartos de final de ganadores')).toBeTruthy();
    // The only semi-final: its column and its card say the same, without a number.
    expect(screen.getAllByText('Semifinal de ganadores')).toHaveLength(2);
    const first = screen.getByTestId('bracket-match-W1-1');
    expect(first.getAttribute('aria-label')).toBe('Cuarto de final de ganadores 1');
    expect(screen.getByTestId('bracket-match-GF').getAttribute('aria-label')).toBe('Gran final');
    expect(screen.getByText('Ganador del cuarto de final de ganadores 1')).toBeTruthy();
    expect(screen.getByText('Perdedor del cuarto de final de ganadores 1')).toBeTruthy();
    expect(within(screen.getByTestId('bracket-match-W1-2')).getByRole('alert').textContent).toBe(
      'El ganador de «Cuarto de final de ganadores 1» cambió después de que empezara este partido: corrige ese resultado o reinicia este partido (bórralo y se volverá a emparejar).',
    );
    expect(screen.getByRole('link', { name: 'Consola de tiempo y marcador' })).toBeTruthy();
    expect(screen.queryByText(/Winner|Seed|English label/)).toBeNull();
  });

  it('keeps its English words in English', () => {
    renderPage(<BracketView bracket={bracket} tournamentId="tr1" />, page);
    expect(screen.getByText('Winners quarter-finals')).toBeTruthy();
    expect(screen.getByTestId('bracket-match-W1-2').getAttribute('aria-label')).toBe(
      'Winners quarter-final 2',
    );
    expect(screen.getByText('Winner of Winners quarter-final 1')).toBeTruthy();
    expect(screen.getByText('Losers round 1')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The winner of Winners quarter-final 1 changed after this game started: correct that result or reset this game (delete it and it is drawn again).',
    );
  });
});
