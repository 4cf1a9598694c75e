// The exports cards speak the page's language: the calendar subscription with its reset dialog,
// the game's downloads, and the upgrade prompt where the owner has no Premium.
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../contract/games.ts';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { tournamentKeys } from '../../tournaments/keys.ts';
import { CalendarSubscribe } from './calendar-subscribe.tsx';
import { GameExports } from './game-exports.tsx';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';

function clientWith(ownerTier: 'free' | 'tempo-premium') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(tournamentKeys.detail('t1'), {
    id: 't1',
    name: 'Liga Costa',
    myRole: 'owner',
    ownerTier,
    language: 'es',
  });
  return client;
}

const game = {
  id: 'g1',
  tournamentId: 't1',
  seasonId: 's1',
  homeTeam: { shortName: 'HAL' },
  awayTeam: { shortName: 'VIB' },
} as unknown as Game;

testInLanguages(['fr', 'es', 'en']);

describe('the exports cards', () => {
  it('offer the calendar in French, and ask in French before replacing its link', async () => {
    await setLocale('fr');
    fakeNetwork([
      {
        method: 'GET',
        url: '/api/seasons/s1/calendar',
        status: 200,
        body: { url: 'https://tempo.test/api/calendars/abc/season.ics' },
      },
    ]);
    renderPage(<CalendarSubscribe tournamentId="t1" seasonId="s1" />, {
      client: clientWith('tempo-premium'),
    });
    expect(screen.getByRole('heading', { name: 'S’abonner au calendrier' })).toBeTruthy();
    expect(
      await screen.findByRole('textbox', { name: 'Adresse du calendrier (iCal)' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir dans mon application d’agenda' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Renouveler le lien' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Renouveler le lien du calendrier ?',
    });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('name the game’s downloads in Spanish', async () => {
    await setLocale('es');
    fakeNetwork([]);
    renderPage(<GameExports game={game} />, { client: clientWith('tempo-premium') });
    expect(screen.getByRole('heading', { name: 'Exportaciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Estadísticas (CSV)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acta del partido (PDF)' })).toBeTruthy();
  });

  it('keep their English, and offer Premium to a free owner', () => {
    fakeNetwork([]);
    renderPage(<GameExports game={game} />, { client: clientWith('free') });
    expect(screen.getByRole('heading', { name: 'Exports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Box score (CSV)' })).toBeNull();
  });
});
