// The team form checks itself with the contract's schema before it asks the server, and says what
// is wrong in the page's language with the server's words for it (lib/form-issue-message.ts): the
// catalogue's message for a known English text, else the message for the kind of problem. In
// English the schema's own words stand. The over-long coach's name is pasted, as one input: typed
// key by key, its 81 renders of the form took most of the test's time on a busy machine.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { CreateTeamPage } from './create-team-page.tsx';

testInLanguages(['es'], 'common', 'app', 'manage');

const page = {
  pattern: '/tournaments/:tournamentId/seasons/:seasonId/teams/create',
  path: '/tournaments/tr1/seasons/s1/teams/create',
};

describe('The team form’s own checks', () => {
  it('speak Spanish on a Spanish page, and send nothing', async () => {
    await setLocale('es');
    const network = fakeNetwork([]);
    const user = userEvent.setup();
    renderPage(<CreateTeamPage />, page);
    await user.type(screen.getByRole('textbox', { name: 'Nombre corto' }), 'L');
    await user.click(screen.getByRole('textbox', { name: 'Entrenador' }));
    await user.paste('x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Crear equipo' }));
    // Known English texts of the schema, in the catalogue's Spanish.
    await screen.findByText('Escribe un nombre');
    expect(screen.getByText('Usa de 2 a 4 letras, como LAK')).toBeTruthy();
    // "Use at most 80 characters": a limit, worded with its number.
    expect(screen.getByText('Usa como máximo 80 caracteres')).toBeTruthy();
    expect(screen.queryByText('Enter a name')).toBeNull();
    expect(network.requests).toEqual([]);
  });

  it('keep the schema’s English words on an English page', async () => {
    const network = fakeNetwork([]);
    const user = userEvent.setup();
    renderPage(<CreateTeamPage />, page);
    await user.type(screen.getByRole('textbox', { name: 'Short name' }), 'L');
    await user.click(screen.getByRole('textbox', { name: 'Coach' }));
    await user.paste('x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    await screen.findByText('Enter a name');
    expect(screen.getByText('Use 2 to 4 letters, like LAK')).toBeTruthy();
    expect(screen.getByText('Use at most 80 characters')).toBeTruthy();
    expect(network.requests).toEqual([]);
  });
});
