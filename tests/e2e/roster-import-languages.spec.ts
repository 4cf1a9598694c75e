// The roster import in Spanish (docs/product/league-data.md#roster-import-csv): a file with the
// Spanish column names and the federation's positions is read, its problems name the columns in
// Spanish, and the preview and the roster show the positions as B, P, A — on a phone and a laptop.
import { apiPath, managementPaths } from '../../src/contract/api-paths.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { post } from './support/live-game.ts';

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

const file = (eva: { jersey: string; position: string }) =>
  [
    'Nombre,Apellidos,Dorsal,Posición,Altura_cm',
    'Ana,Díaz,4,Base,170',
    'Carla,Ruiz,15,Pívot,192',
    `Eva,Moreno,${eva.jersey},${eva.position},181`,
  ].join('\n');

for (const { name, viewport } of screens) {
  test.describe(`on a ${name}`, () => {
    test.use({ locale: 'es-ES', viewport });

    test('a Spanish organiser imports a roster written in Spanish', async ({ page }) => {
      await signUpViaApi(page);
      const tournament = await post<{ id: string }>(page, managementPaths.tournaments, {
        name: 'Liga Norte',
      });
      const season = await post<{ id: string }>(
        page,
        apiPath(managementPaths.seasons, { tournamentId: tournament.id }),
        { name: 'Temporada 2026' },
      );
      const team = await post<{ id: string }>(
        page,
        apiPath(managementPaths.seasonTeams, { seasonId: season.id }),
        { name: 'Halcones', shortName: 'HAL', primaryColor: '#b91c1c', secondaryColor: '#ffffff' },
      );
      await page.goto(`/tournaments/${tournament.id}/seasons/${season.id}/teams/${team.id}`);
      await expect(page.getByRole('heading', { name: 'Halcones' })).toBeVisible();

      await page.getByRole('button', { name: 'Importar CSV' }).click();
      // The help names the columns and the positions in Spanish.
      await expect(
        page.getByText(
          'Un jugador por fila, con una fila de cabecera: nombre, apellidos, dorsal, posición,',
        ),
      ).toContainText('B · Base, E · Escolta, A · Alero, AP · Ala-pívot, P · Pívot');

      // A row with a wrong jersey and a position that could be two: each named in Spanish.
      await page.getByLabel('CSV', { exact: true }).fill(file({ jersey: '123', position: 'A/P' }));
      await page.getByRole('button', { name: 'Comprobar el archivo' }).click();
      await expect(page.getByText('1 fila tiene un error.')).toBeVisible();
      const preview = page.getByRole('table', { name: 'Vista previa de la importación' });
      const eva = preview.getByRole('row', { name: /Moreno/ });
      await expect(eva).toContainText(
        'Fila 4, dorsal: «123» no es un dorsal. Usa un número del 0 al 99, o 00.',
      );
      await expect(eva).toContainText(
        'Fila 4, posición: «A/P» puede ser Alero (A) o Pívot (P). Escribe una sola posición.',
      );
      await expect(page.getByRole('button', { name: 'Importar 3 jugadores' })).toBeDisabled();

      // Fixed: the preview shows the positions as the roster does, and the import goes through.
      await page.getByLabel('CSV', { exact: true }).fill(file({ jersey: '8', position: 'alero' }));
      await page.getByRole('button', { name: 'Comprobar el archivo' }).click();
      const positionOf = (table: typeof preview, player: RegExp, column: number) =>
        table.getByRole('row', { name: player }).getByRole('cell').nth(column);
      await expect(positionOf(preview, /Díaz/, 4)).toHaveText('B');
      await expect(positionOf(preview, /Ruiz/, 4)).toHaveText('P');
      await expect(positionOf(preview, /Moreno/, 4)).toHaveText('A');
      await expect(positionOf(preview, /Moreno/, 4)).toHaveAttribute('title', 'Alero');
      await expect(preview.getByText('OK')).toHaveCount(3);
      await page.getByRole('button', { name: 'Importar 3 jugadores' }).click();
      await expect(page.getByText('Se han importado 3 jugadores.')).toBeVisible();

      const roster = page.getByRole('table', { name: 'Plantilla' });
      await expect(roster.getByRole('row')).toHaveCount(4);
      await expect(positionOf(roster, /Ana Díaz/, 2)).toHaveText('B');
      await expect(positionOf(roster, /Carla Ruiz/, 2)).toHaveText('P');
      await expect(positionOf(roster, /Eva Moreno/, 2)).toHaveText('A');
    });
  });
}
