// A person's language (docs/product/languages.md): the browser's first language Tempo speaks
// before anything is chosen, from the first page on, and the one chosen in settings afterwards,
// at once and on every later visit because the account keeps it.
import { confirmLinkIn, expect, newUser, test, waitForMail } from './support/fixtures.ts';

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of screens) {
  test.describe(`on a ${name}`, () => {
    test.use({ locale: 'es-ES', viewport });

    test('a Spanish-speaking organiser registers in Spanish, then switches to English for good', async ({
      page,
    }) => {
      const user = newUser('organizadora');
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');

      // The form's own checks speak Spanish too.
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page.getByText('Escribe tu nombre')).toBeVisible();

      await page.getByLabel('Nombre').fill(user.name);
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(
        page.getByRole('heading', { name: 'Revisa tu bandeja de entrada' }),
      ).toBeVisible();

      // The only mail to a new address is its confirmation, whatever language it is written in.
      await page.goto(confirmLinkIn(await waitForMail(user.email)));
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(page.getByText('Tu dirección de correo está confirmada.')).toBeVisible();
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();

      await expect(page.getByRole('heading', { name: 'Panel' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tus torneos' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Crear un torneo' })).toBeVisible();

      await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
      await page.getByRole('menuitem', { name: 'Ajustes' }).click();
      await expect(page.getByRole('heading', { name: 'Ajustes' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

      // At once, without a reload.
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

      // The account keeps it: the next visit is English although the browser asks for Spanish.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your tournaments' })).toBeVisible();
    });
  });
}

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the sign-in page in French', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
