// What a screen reader says and what a tooltip shows come from the catalogues as much as what is on
// screen: an English literal in an aria-label, title, alt or placeholder, or inside a visually
// hidden element, is read out to a person in Spanish as English. This check reads the web app's and
// the public site's source and names any such literal (a literal with no letters, "" or "·", is
// fine: nothing to translate).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = ['src/web', 'src/public-site'];
const attributes =
  'aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder';
const letter = /\p{L}/u;
const catalogueKey = /^[\w-]+(\.[\w-]+)+$/;

/** The texts of `source` a person reads or hears that are written in the code, not looked up. */
function literalTexts(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    // aria-label="Close", aria-label={'Close'}, aria-label={"Close"}
    new RegExp(
      `(?:^|[\\s{(,])(?:${attributes})=(?:"([^"]*)"|\\{\\s*'([^']*)'\\s*\\}|\\{\\s*"([^"]*)"\\s*\\})`,
      'g',
    ),
    // aria-label={`Close ${name}`}: the template's text outside its placeholders
    new RegExp(`(?:^|[\\s{(,])(?:${attributes})=\\{\\s*\`([^\`]*)\`\\s*\\}`, 'g'),
    // { 'aria-label': 'Close' } and { title: 'Close' } in props passed on to a component
    new RegExp(`(?:^|[\\s{,])['"]?(?:${attributes})['"]?\\s*:\\s*(?:'([^']*)'|"([^"]*)")`, 'g'),
    // <VisuallyHidden>Close</VisuallyHidden>, <span className={styles.visuallyHidden}>Close</span>
    /<VisuallyHidden[^>]*>([^<{]*)</g,
    /className=\{?[^>]*(?:visuallyHidden|sr-only|visually-hidden)[^>]*>([^<{]*)</g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const text = match.slice(1).find((group) => group !== undefined) ?? '';
      const words = text.replace(/\$\{[^}]*\}/g, '');
      // A catalogue key (`standings.played.long`) handed on to be looked up is not a text.
      if (letter.test(words) && !catalogueKey.test(words)) found.push(text.trim());
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('screen-reader texts', () => {
  it('finds an English literal however the attribute is written', () => {
    expect(
      literalTexts(`
        <Button aria-label="Close" title={'Open the menu'} alt={"Team logo"} />
        <ActionIcon aria-label={\`Remove \${name}\`} closeButtonProps={{ 'aria-label': 'Close' }} />
        <VisuallyHidden>Actions</VisuallyHidden>
        <h1 className={styles.visuallyHidden}>Scoreboard</h1>
      `),
    ).toEqual([
      'Close',
      'Open the menu',
      'Team logo',
      'Remove ${name}',
      'Close',
      'Actions',
      'Scoreboard',
    ]);
  });

  it('lets through looked-up texts and literals with no words', () => {
    expect(
      literalTexts(`
        <img alt="" src={url} />
        <Button aria-label={t('menu.open')} title={\`\${t('a')} · \${t('b')}\`} />
        {{ title: 'standings.played.long' }}
        <Kbd title="·" />
        <VisuallyHidden>{t('games.column.link')}</VisuallyHidden>
      `),
    ).toEqual([]);
  });

  it('are looked up in the catalogues in the web app and the public site', () => {
    const offenders = roots
      .flatMap((root) => sourceFiles(root))
      .flatMap((file) =>
        literalTexts(fs.readFileSync(file, 'utf8')).map((text) => `${file}: ${text}`),
      );
    expect(offenders).toEqual([]);
  });
});
