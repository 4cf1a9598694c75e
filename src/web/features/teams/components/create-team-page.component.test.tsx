import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { CreateTeamPage } from './create-team-page.tsx';

const page = {
  pattern: '/tournaments/:tournamentId/seasons/:seasonId/teams/create',
  path: '/tournaments/tr1/seasons/s1/teams/create',
};

async function submitTeam(name: string, shortName: string) {
  const user = userEvent.setup();
  renderPage(<CreateTeamPage />, page);
  await user.type(screen.getByRole('textbox', { name: 'Team name' }), name);
  await user.type(screen.getByRole('textbox', { name: 'Short name' }), shortName);
  await user.click(screen.getByRole('button', { name: 'Create team' }));
  return user;
}

describe('Adding a team, when the server refuses', () => {
  it('puts a 400’s field messages next to their inputs, with no alert above the form', async () => {
    const network = fakeNetwork([
      {
        method: 'POST',
        url: '/api/seasons/s1/teams',
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Check the highlighted fields',
          fields: { shortName: 'Another team of this season is called LAK' },
        },
      },
    ]);
    await submitTeam('Lakers', 'LAK');
    const shortName = screen.getByRole('textbox', { name: 'Short name' });
    await screen.findByText('Another team of this season is called LAK');
    expect(shortName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Team name' }).getAttribute('aria-invalid')).toBe(
      'false',
    );
    expect(screen.queryByText('Check the highlighted fields')).toBeNull();
    expect(network.requests).toEqual(['POST /api/seasons/s1/teams']);
  });

  it('offers Premium for a 402 plan limit, and the link leads to the upgrade page', async () => {
    fakeNetwork([
      {
        method: 'POST',
        url: '/api/seasons/s1/teams',
        status: 402,
        body: {
          code: 'PLAN_LIMIT',
          message: 'The free plan allows 12 teams in a season. Upgrade to add more.',
        },
      },
    ]);
    const user = await submitTeam('Lakers', 'LAK');
    const prompt = await screen.findByRole('alert');
    expect(within(prompt).getByText('Upgrade to Tempo Premium')).toBeTruthy();
    expect(
      within(prompt).getByText('The free plan allows 12 teams in a season. Upgrade to add more.'),
    ).toBeTruthy();
    const link = within(prompt).getByRole('link', { name: 'See Premium' });
    expect(link.getAttribute('href')).toBe('/upgrade');
    await user.click(link);
    await screen.findByText('Left the page');
  });

  it('checks the form before asking the server: an empty name is refused on the page', async () => {
    const network = fakeNetwork([]);
    const user = userEvent.setup();
    renderPage(<CreateTeamPage />, page);
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    await screen.findByText('Enter a name');
    expect(network.requests).toEqual([]);
  });
});
