import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Team } from '../../contract/teams.ts';
import { useDeleteTeam } from '../features/teams/api/delete-team.ts';
import { useTeams } from '../features/teams/api/get-teams.ts';
import { fakeNetwork, renderPage } from '../testing/render.tsx';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';

const team = (id: string, name: string): Team => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  primaryColor: '#552583',
  secondaryColor: '#FDB927',
  coachName: '',
  groupName: '',
  seasonId: 's1',
  tournamentId: 'tr1',
  logoId: null,
  logoUrl: null,
  playerCount: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

function DeleteFirstTeam() {
  const teams = useTeams('s1');
  const first = teams.data?.[0];
  const remove = useDeleteTeam(first ?? { id: '', seasonId: 's1' });
  return (
    <>
      <ul aria-label="Teams">
        {teams.data?.map((t) => (
          <li key={t.id}>{t.name}</li>
        ))}
      </ul>
      {first ? (
        <ConfirmDeleteButton
          label="Delete team"
          question={`Delete the team ${first.name}?`}
          remove={remove}
        />
      ) : null}
    </>
  );
}

describe('ConfirmDeleteButton with a delete hook', () => {
  it('asks, shows what goes with it, deletes on confirm and takes the team out of the list', async () => {
    let deleted = false;
    const network = fakeNetwork([
      {
        method: 'GET',
        url: '/api/seasons/s1/teams',
        status: 200,
        body: () => ({
          teams: deleted ? [team('t2', 'Celtics')] : [team('t1', 'Lakers'), team('t2', 'Celtics')],
        }),
      },
      {
        method: 'DELETE',
        url: '/api/teams/t1',
        status: 409,
        body: {
          code: 'CONFIRMATION_REQUIRED',
          message: 'Deleting Lakers also deletes its players and games.',
          counts: { players: 12, games: 3, officials: 0 },
        },
      },
      {
        method: 'DELETE',
        url: '/api/teams/t1?confirm=true',
        status: 204,
        body: () => {
          deleted = true;
          return undefined;
        },
      },
    ]);
    const user = userEvent.setup();
    renderPage(<DeleteFirstTeam />, {});
    const list = await screen.findByRole('list', { name: 'Teams' });
    await within(list).findByText('Lakers');

    await user.click(screen.getByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the team Lakers? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // The server's preview: nothing is deleted yet, and the counts are read out.
    await within(dialog).findByText('Deleting Lakers also deletes its players and games.');
    const counts = within(dialog).getByRole('list', { name: 'What goes with it' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['12 players', '3 games']);
    expect(within(list).getByText('Lakers')).toBeTruthy();
    expect(network.requests).not.toContain('DELETE /api/teams/t1?confirm=true');

    // Confirmed: the same delete with ?confirm=true, and the list follows at once.
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(within(list).queryByText('Lakers')).toBeNull());
    expect(within(list).getByText('Celtics')).toBeTruthy();
    expect(network.requests).toContain('DELETE /api/teams/t1?confirm=true');
  });

  it('shows the server’s refusal in the dialog and deletes nothing', async () => {
    fakeNetwork([
      {
        method: 'GET',
        url: '/api/seasons/s1/teams',
        status: 200,
        body: { teams: [team('t1', 'Lakers')] },
      },
      {
        method: 'DELETE',
        url: '/api/teams/t1',
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Only the owner or an admin can delete teams' },
      },
    ]);
    const user = userEvent.setup();
    renderPage(<DeleteFirstTeam />, {});
    await screen.findByText('Lakers');
    await user.click(screen.getByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(dialog).findByText('Only the owner or an admin can delete teams');
    expect(within(dialog).getByText("You don't have permission to do that")).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Teams' }).textContent).toContain('Lakers');
  });
});
