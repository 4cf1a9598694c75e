// The public site settings list the addresses the league had before, with how long each is kept
// for it; the owner releases one after confirming, an admin only sees them.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '../../../../contract/public-league.ts';
import type { Tournament, TournamentRole } from '../../../../contract/tournaments.ts';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { tournamentKeys } from '../keys.ts';
import { PublicSiteCard } from './public-site-card.tsx';

const DAY = 86_400_000;
const origin = window.location.origin;

const tournament = (myRole: TournamentRole): Tournament => ({
  id: 't1',
  name: 'Harbour League',
  description: '',
  logoUrl: null,
  publicOutputs: true,
  language: 'en',
  archived: false,
  ownerId: 'u-owner',
  ownerName: 'Olga Owner',
  ownerTier: 'free',
  myRole,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
});

const heldUntil = new Date(Date.now() + 30 * DAY).toISOString();
const settings: PublicSiteSettings = {
  enabled: true,
  slug: 'harbour-city',
  nameDisplay: 'full',
  url: 'https://tempo.test/leagues/harbour-city',
  oldAddresses: [
    { slug: 'harbour', heldUntil },
    { slug: 'harbour-2025', heldUntil: new Date(Date.now() - DAY).toISOString() },
  ],
};
const released: PublicSiteSettings = { ...settings, oldAddresses: settings.oldAddresses.slice(1) };

function show(role: TournamentRole) {
  let current = settings;
  const network = fakeNetwork([
    { method: 'GET', url: '/api/tournaments/t1', status: 200, body: tournament(role) },
    { method: 'GET', url: '/api/tournaments/t1/public-site', status: 200, body: () => current },
    {
      method: 'DELETE',
      url: '/api/tournaments/t1/public-site/old-addresses/harbour',
      status: 200,
      body: () => (current = released),
    },
  ]);
  const { queryClient } = renderPage(<PublicSiteCard tournamentId="t1" />, {});
  return { network, queryClient };
}

const day = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

testInLanguages(['es', 'en']);

describe('old addresses', () => {
  it('are listed with how long each stays the league’s, and the owner releases one', async () => {
    const { network } = show('owner');
    const list = await screen.findByRole('region', { name: 'Old addresses' });
    expect(within(list).getByText(`${origin}/leagues/harbour`)).toBeTruthy();
    expect(
      within(list).getByText(`Kept for this league until ${day('en', heldUntil)}`),
    ).toBeTruthy();
    expect(within(list).getByText('Leads here until another league takes it')).toBeTruthy();

    await userEvent.click(
      await within(list).findByRole('button', { name: `Release ${origin}/leagues/harbour` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Release this address?' });
    expect(within(dialog).getByText(/will stop leading to this site/)).toBeTruthy();
    expect(network.requests).not.toContain(
      'DELETE /api/tournaments/t1/public-site/old-addresses/harbour',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));

    await expect.poll(() => screen.queryByText(`${origin}/leagues/harbour`)).toBeNull();
    expect(network.requests).toContain(
      'DELETE /api/tournaments/t1/public-site/old-addresses/harbour',
    );
    expect(screen.getByText(`${origin}/leagues/harbour-2025`)).toBeTruthy();
  });

  it('are only seen by an admin, who cannot release them', async () => {
    const { queryClient } = show('admin');
    const list = await screen.findByRole('region', { name: 'Old addresses' });
    expect(within(list).getByText(`${origin}/leagues/harbour`)).toBeTruthy();
    // The role is known once the tournament is.
    await expect.poll(() => queryClient.getQueryData(tournamentKeys.detail('t1'))).toBeDefined();
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('speak the organiser’s language', async () => {
    await setLocale('es');
    show('owner');
    const list = await screen.findByRole('region', { name: 'Direcciones anteriores' });
    expect(
      within(list).getByText(`Reservada para esta liga hasta el ${day('es', heldUntil)}`),
    ).toBeTruthy();
    expect(
      await within(list).findByRole('button', { name: `Liberar ${origin}/leagues/harbour` }),
    ).toBeTruthy();
  });
});
