// The roster import speaks the person's language: its own refusal of a file too large, and the
// server's problems (already in their language) beside each row.
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { RosterImport } from './roster-import.tsx';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';

testInLanguages(['es', 'en']);

const paste = (csv: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /CSV/ }), { target: { value: csv } });

describe('the roster import', () => {
  it('refuses a file too large in Spanish, before sending it', async () => {
    await setLocale('es');
    const network = fakeNetwork([]);
    renderPage(<RosterImport teamId="t1" onClose={() => {}} />, {});
    paste('first_name,last_name,jersey\n' + 'Ana,Díaz,1\n'.repeat(20_000));
    expect(
      await screen.findByText('El archivo es demasiado grande (como máximo 200 KB)'),
    ).toBeTruthy();
    expect(network.requests).toEqual([]);
  });

  it('shows the server’s problems beside their row', async () => {
    await setLocale('es');
    const problem = 'Fila 2, jersey: «abc» no es un dorsal. Usa un número del 0 al 99, o 00.';
    fakeNetwork([
      {
        method: 'POST',
        url: '/api/teams/t1/players/import',
        status: 200,
        body: {
          rows: [
            {
              line: 2,
              values: { firstName: 'Iva', lastName: 'Horvat', jersey: 'abc' },
              errors: { jersey: problem },
            },
          ],
          fileErrors: [],
          created: 0,
        },
      },
    ]);
    renderPage(<RosterImport teamId="t1" onClose={() => {}} />, {});
    paste('first_name,last_name,jersey\nIva,Horvat,abc');
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar el archivo' }));
    expect(await screen.findByText(problem)).toBeTruthy();
  });

  it('says the size limit in English too', async () => {
    fakeNetwork([]);
    renderPage(<RosterImport teamId="t1" onClose={() => {}} />, {});
    paste('x'.repeat(200_001));
    expect(await screen.findByText('The file is too large (200 KB at most)')).toBeTruthy();
  });
});
