// The roster import speaks the person's language: its own refusal of a file too large, and the
// server's problems (already in their language) beside each row.
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { RosterImport } from './roster-import.tsx';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';

testInLanguages(['es', 'en'], 'common', 'manage');

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

  it('lists the Spanish column names and positions, and previews positions as the roster shows them', async () => {
    await setLocale('es');
    const network = fakeNetwork([
      {
        method: 'POST',
        url: '/api/teams/t1/players/import',
        status: 200,
        body: {
          rows: [
            {
              line: 2,
              values: { firstName: 'Iva', lastName: 'Horvat', jersey: '7', position: 'PG' },
              errors: {},
            },
            {
              line: 3,
              values: { firstName: 'Cy', lastName: 'Ng', jersey: '8', position: 'C' },
              errors: {},
            },
            {
              line: 4,
              values: { firstName: 'Eva', lastName: 'Ruiz', jersey: '9', position: 'SF' },
              errors: {},
            },
          ],
          fileErrors: [],
          created: 0,
        },
      },
    ]);
    renderPage(<RosterImport teamId="t1" onClose={() => {}} />, {});
    expect(
      screen.getByText(
        'Un jugador por fila, con una fila de cabecera: nombre, apellidos, dorsal, posición, altura_cm, fecha_nacimiento, activo. ' +
          'Las tres primeras son obligatorias; la posición es una de B · Base, E · Escolta, A · Alero, AP · Ala-pívot, P · Pívot, EXT · Exterior o AL · Alero, por su abreviatura o su nombre. ' +
          'También valen los nombres de columna en inglés (first_name, last_name, jersey, position, height_cm, birth_date, active) y las posiciones en inglés.',
      ),
    ).toBeTruthy();
    const csv =
      'nombre,apellidos,dorsal,posición\nIva,Horvat,7,Base\nCy,Ng,8,Pívot\nEva,Ruiz,9,Alero';
    paste(csv);
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar el archivo' }));
    const table = await screen.findByRole('table', { name: 'Vista previa de la importación' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]);
    expect(cells.map((cell) => cell?.textContent)).toEqual(['B', 'P', 'A']);
    expect(cells.map((cell) => cell?.getAttribute('title'))).toEqual(['Base', 'Pívot', 'Alero']);
    expect(network.requests).toEqual(['POST /api/teams/t1/players/import']);
  });

  it('says the size limit in English too', async () => {
    fakeNetwork([]);
    renderPage(<RosterImport teamId="t1" onClose={() => {}} />, {});
    paste('x'.repeat(200_001));
    expect(await screen.findByText('The file is too large (200 KB at most)')).toBeTruthy();
  });
});
