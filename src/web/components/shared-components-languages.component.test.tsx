// The shared parts of the management pages speak the page's language: the list of a game's
// consoles and outputs (with its links' accessible names) and the image field.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n/i18n-store.ts';
import { fakeNetwork, renderPage } from '../testing/render.tsx';
import { GameScreenLinks } from './game-screens.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { testInLanguages } from '../lib/i18n/languages-in-tests.ts';

const params = { tournamentId: 't1', seasonId: 's1', gameId: 'g1' };

testInLanguages(['pt-BR', 'es', 'en']);

describe('a game’s consoles and outputs', () => {
  it('reads in Brazilian Portuguese, Premium consoles marked on the free plan', async () => {
    await setLocale('pt-BR');
    fakeNetwork([]);
    renderPage(<GameScreenLinks params={params} ownerTier="free" />, {});
    const table = screen.getByRole('table', { name: 'Consoles e telas' });
    expect(within(table).getByRole('columnheader', { name: 'Telas' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Console de tempo e placar' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Placar (público)' })).toBeTruthy();
    const qr = within(table).getByRole('button', { name: 'QR code: Súmula estatística (pública)' });
    expect(qr).toBeTruthy();
    expect(within(table).getAllByRole('link', { name: 'Fazer upgrade' })).toHaveLength(3);
  });

  it('keeps its English', () => {
    fakeNetwork([]);
    renderPage(<GameScreenLinks params={params} ownerTier="tempo-premium" />, {});
    const table = screen.getByRole('table', { name: 'Consoles and outputs' });
    expect(within(table).getByRole('link', { name: 'Stats console: away team' })).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'QR code: Scoreboard (public)' }),
    ).toBeTruthy();
    expect(within(table).queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});

describe('the image field', () => {
  it('refuses a wrong file in Spanish before uploading, and names its parts in Spanish', async () => {
    await setLocale('es');
    const network = fakeNetwork([]);
    renderPage(
      <ImageUploadField
        label="Escudo"
        value={{ id: 'up1', url: '/uploads/up1.png' }}
        onChange={() => {}}
      />,
      {},
    );
    expect(screen.getByText('PNG, JPEG o WebP, de 2 MB como máximo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar escudo' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Escudo: vista previa' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Escudo');
    await userEvent.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Elige una imagen PNG, JPEG o WebP')).toBeTruthy();
    expect(network.requests).toEqual([]);
  });
});
