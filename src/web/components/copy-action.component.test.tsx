// A Copy button at a plain-HTTP address (a venue tablet at the laptop's LAN address), where the
// browser has no Clipboard API: it copies the older way and says "Copied", and when the browser
// refuses that too it shows the text selected with the shortcut that copies it. At a secure
// address it uses the Clipboard API. The address copied is the server's links' origin, not
// whatever the page happens to be served from.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n/i18n-store.ts';
import { testInLanguages } from '../lib/i18n/languages-in-tests.ts';
import { publicConfigQueryOptions } from '../lib/public-config.ts';
import { fakeNetwork, renderPage } from '../testing/render.tsx';
import { QueryClient } from '@tanstack/react-query';
import { CopyLink } from './copy-link.tsx';

const lanOrigin = 'http://192.168.1.20:3000';
const path = '/tournaments/t1/seasons/s1/games/g1/output/scoreboard';
const copiedUrl = `${lanOrigin}${path}`;

/** What execCommand('copy') found selected when it was called, and what it answers. */
function fakeExecCommand(answer: boolean) {
  const selected: string[] = [];
  const exec = vi.fn((command: string) => {
    expect(command).toBe('copy');
    const field = document.activeElement;
    const hidden = document.querySelector<HTMLTextAreaElement>('textarea[aria-hidden="true"]');
    const source = hidden ?? (field instanceof HTMLTextAreaElement ? field : null);
    selected.push(source ? source.value.slice(source.selectionStart, source.selectionEnd) : '');
    return answer;
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return { exec, selected };
}

/** The link, on a page whose server named the LAN address as the links' origin. */
function showLink() {
  fakeNetwork([]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(publicConfigQueryOptions.queryKey, {
    googleSignIn: false,
    analytics: false,
    sendsMail: false,
    linksInTerminal: false,
    linkOrigin: lanOrigin,
    https: null,
  });
  renderPage(<CopyLink path={path} label="Scoreboard" />, { client });
}

const button = () => screen.getByRole('button', { name: 'Copy link: Scoreboard' });

testInLanguages(['fr', 'en']);

describe('a Copy button on plain HTTP', () => {
  beforeEach(() => {
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined, platform: 'Linux x86_64' });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('copies the link on the server’s address through a selected field, and says Copied', async () => {
    const { selected } = fakeExecCommand(true);
    showLink();
    await userEvent.click(button());
    await waitFor(() => expect(selected).toEqual([copiedUrl]));
    expect(await screen.findByText('Copied')).toBeTruthy();
    // The field it used is gone and the button has the focus back.
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('shows the text selected with Ctrl+C when the browser refuses, in the page’s language', async () => {
    await setLocale('fr');
    fakeExecCommand(false);
    showLink();
    await userEvent.click(screen.getByRole('button', { name: 'Copier le lien\u00a0: Scoreboard' }));
    // jsdom lays nothing out, so the popover's placement counts its target as hidden.
    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      hidden: true,
      name: 'Ce navigateur bloque la copie ici. Copiez le texte vous-même\u00a0:',
    });
    await waitFor(() => expect(field.value).toBe(copiedUrl));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(copiedUrl);
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Il est sélectionné\u00a0: appuyez sur Ctrl+C, ou restez appuyé dessus sur un téléphone ou une tablette.',
    );
    expect(screen.queryByText('Copié')).toBeNull();
  });

  it('names ⌘C on an Apple device', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined, platform: 'MacIntel' });
    fakeExecCommand(false);
    showLink();
    await userEvent.click(button());
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(/press ⌘C/)).toBeTruthy();
  });
});

describe('a Copy button at a secure address', () => {
  it('writes to the Clipboard API, and does not fall back', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { exec } = fakeExecCommand(true);
    showLink();
    await userEvent.click(button());
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(copiedUrl));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(exec).not.toHaveBeenCalled();
  });
});
