import { describe, expect, it } from 'vitest';
import { consolePreloads } from './console-preloads.ts';

// The shape of the web build's manifest: the page, a few files made of several modules (keyed
// `_<file>`), the consoles' catalogue (keyed by its source, and also named "console").
const manifest = {
  'index.html': {
    file: 'assets/main-AAAA.js',
    name: 'main',
    isEntry: true,
    imports: ['_Text-BBBB.js'],
    dynamicImports: [
      '_console-CCCC.js',
      '_profile-HHHH.js',
      '../i18n/locales/en/common.json',
      '../i18n/locales/en/app.json',
      '../i18n/locales/en/console.json',
      '../i18n/locales/en/manage.json',
      '../i18n/locales/fr/common.json',
      '../i18n/locales/fr/app.json',
      '../i18n/locales/fr/console.json',
    ],
    css: ['assets/main-AAAA.css'],
  },
  '_Text-BBBB.js': { file: 'assets/Text-BBBB.js', name: 'Text' },
  '_console-CCCC.js': {
    file: 'assets/console-CCCC.js',
    name: 'console',
    imports: ['_console-shared-DDDD.js', 'index.html', '_zod-EEEE.js'],
    dynamicImports: ['features/consoles/stats/box-score.tsx'],
    css: ['assets/console-CCCC.css'],
  },
  '_console-shared-DDDD.js': {
    file: 'assets/console-shared-DDDD.js',
    name: 'console-shared',
    imports: ['_Text-BBBB.js', '_zod-EEEE.js'],
  },
  '_zod-EEEE.js': { file: 'assets/zod-EEEE.js', name: 'zod' },
  'features/consoles/stats/box-score.tsx': { file: 'assets/box-score-FFFF.js', name: 'box-score' },
  '_profile-HHHH.js': {
    file: 'assets/profile-HHHH.js',
    name: 'profile',
    imports: ['index.html', '_zod-EEEE.js', '_person-name-IIII.js'],
  },
  '_person-name-IIII.js': { file: 'assets/person-name-IIII.js', name: 'person-name' },
  // The profile page's own file, of the same name, is not the schema's.
  '_profile-JJJJ.js': { file: 'assets/profile-JJJJ.js', name: 'profile', imports: ['index.html'] },
  '../i18n/locales/en/common.json': { file: 'assets/common-EN01.js', name: 'common' },
  '../i18n/locales/en/app.json': { file: 'assets/app-EN02.js', name: 'app' },
  '../i18n/locales/en/console.json': { file: 'assets/console-EN03.js', name: 'console' },
  '../i18n/locales/en/manage.json': { file: 'assets/manage-EN04.js', name: 'manage' },
  '../i18n/locales/fr/common.json': { file: 'assets/common-FR01.js', name: 'common' },
  '../i18n/locales/fr/app.json': { file: 'assets/app-FR02.js', name: 'app' },
  '../i18n/locales/fr/console.json': { file: 'assets/console-FR03.js', name: 'console' },
};

const gameId = '7fb5e35c-1bc4-4ccb-9415-b11952cf483b';
const consolePath = `/tournaments/t1/seasons/s1/games/${gameId}/console/timescore`;
const code = [
  '</assets/console-CCCC.js>; rel=modulepreload',
  '</assets/console-CCCC.css>; rel=preload; as=style',
  '</assets/console-shared-DDDD.js>; rel=modulepreload',
  '</assets/zod-EEEE.js>; rel=modulepreload',
  '</assets/profile-HHHH.js>; rel=modulepreload',
  '</assets/person-name-IIII.js>; rel=modulepreload',
];

describe('consolePreloads', () => {
  const preloads = consolePreloads(manifest)!;

  it('names the consoles’ file and the profile’s schema with what they import, not what the page loads already', () => {
    const links = preloads.header(consolePath, 'en-US,en;q=0.9').split(', ');
    expect(links.slice(0, code.length)).toEqual(code);
  });

  it('names the words of the language the browser asks for, the session and the game’s state', () => {
    expect(preloads.header(consolePath, 'fr-CA,fr;q=0.9,en;q=0.5').split(', ')).toEqual([
      ...code,
      '</assets/common-FR01.js>; rel=modulepreload',
      '</assets/app-FR02.js>; rel=modulepreload',
      '</assets/console-FR03.js>; rel=modulepreload',
      '</api/me>; rel=preload; as=fetch; crossorigin',
      `</api/games/${gameId}/state>; rel=preload; as=fetch; crossorigin`,
    ]);
    // A language without a catalogue, or none asked for, gets English.
    for (const asked of ['de-DE', undefined]) {
      expect(preloads.header(consolePath, asked)).toContain('</assets/console-EN03.js>');
    }
  });

  it('asks for no state when the address holds no id the app would ask with', () => {
    const odd = consolePath.replace(gameId, 'a%3E%3B%20rel%3Dx');
    expect(preloads.header(odd, 'en')).not.toContain('/state');
  });

  it('is null when the build has no consoles’ file', () => {
    const { '_console-CCCC.js': _, ...withoutConsoles } = manifest;
    expect(consolePreloads(withoutConsoles)).toBeNull();
  });
});
