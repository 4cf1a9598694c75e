import { describe, expect, it } from 'vitest';
import { preloadHeader } from './console-preloads.ts';

// The shape of the web build's manifest: the page, a few files made of several modules (keyed
// `_<file>`), the consoles' catalogue (keyed by its source, and also named "console").
const manifest = {
  'index.html': {
    file: 'assets/main-AAAA.js',
    name: 'main',
    isEntry: true,
    imports: ['_Text-BBBB.js'],
    dynamicImports: ['_console-CCCC.js', '../i18n/locales/en/console.json'],
    css: ['assets/main-AAAA.css'],
  },
  '_Text-BBBB.js': { file: 'assets/Text-BBBB.js', name: 'Text' },
  '_console-CCCC.js': {
    file: 'assets/console-CCCC.js',
    name: 'console',
    imports: ['_console-shared-DDDD.js', 'index.html', '_zod-EEEE.js'],
    dynamicImports: ['features/consoles/box-score.tsx'],
    css: ['assets/console-CCCC.css'],
  },
  '_console-shared-DDDD.js': {
    file: 'assets/console-shared-DDDD.js',
    name: 'console-shared',
    imports: ['_Text-BBBB.js', '_zod-EEEE.js'],
  },
  '_zod-EEEE.js': { file: 'assets/zod-EEEE.js', name: 'zod' },
  'features/consoles/box-score.tsx': { file: 'assets/box-score-FFFF.js', name: 'box-score' },
  '../i18n/locales/en/console.json': { file: 'assets/console-GGGG.js', name: 'console' },
};

describe('preloadHeader', () => {
  it('names the consoles’ file, its styles and what it imports, not what the page loads already', () => {
    expect(preloadHeader(manifest)?.split(', ')).toEqual([
      '</assets/console-CCCC.js>; rel=modulepreload',
      '</assets/console-CCCC.css>; rel=preload; as=style',
      '</assets/console-shared-DDDD.js>; rel=modulepreload',
      '</assets/zod-EEEE.js>; rel=modulepreload',
    ]);
  });

  it('names nothing when the build has no consoles’ file', () => {
    const { '_console-CCCC.js': _, ...withoutConsoles } = manifest;
    expect(preloadHeader(withoutConsoles)).toBeNull();
  });
});
