// The share panel speaks the organiser's language; the embed code's title, read on a club's page
// by the league's public, speaks the tournament's, as the embed itself does.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/i18n-store.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import { SharePanel } from './share-panel.tsx';
import { testInLanguages } from '../../../lib/i18n/languages-in-tests.ts';

function show(language: string) {
  fakeNetwork([]);
  renderPage(
    <SharePanel
      tournamentId="t1"
      leagueName="Liga Costa"
      language={language}
      slug="liga-costa"
      url="https://tempo.test/leagues/liga-costa"
    />,
    {},
  );
}

const code = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Code/ }).value;

testInLanguages(['es', 'fr', 'en']);

describe('the share panel', () => {
  it('reads in French for a French organiser, and titles a Spanish league’s embed in Spanish', async () => {
    await setLocale('fr');
    show('es');
    expect(screen.getByRole('region', { name: 'Partager et intégrer' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Lien vers le site' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier l’adresse' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Code du classement' })).toBeTruthy();
    expect(code()).toContain('title="Liga Costa: Clasificación"');

    await userEvent.click(screen.getByText('Calendrier et résultats'));
    expect(code()).toContain('title="Liga Costa: Calendario y resultados"');
    expect(screen.getByTitle('Aperçu : Calendrier et résultats')).toBeTruthy();
  });

  it('keeps its English, the snippet in the league’s English', async () => {
    show('en');
    expect(screen.getByRole('region', { name: 'Share and embed' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Code for standings' })).toBeTruthy();
    await userEvent.click(screen.getByText('Live score ticker'));
    expect(code()).toContain('title="Liga Costa: Live score ticker"');
    expect(screen.getByTitle('Preview: Live score ticker')).toBeTruthy();
  });
});
