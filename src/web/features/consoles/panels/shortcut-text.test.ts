// Key caps and the keyboard legend name the keys printed as words in the person's language.
import { describe, expect, it } from 'vitest';
import enConsole from '../../../../i18n/locales/en/console.json' with { type: 'json' };
import esConsole from '../../../../i18n/locales/es/console.json' with { type: 'json' };
import frConsole from '../../../../i18n/locales/fr/console.json' with { type: 'json' };
import ptConsole from '../../../../i18n/locales/pt-BR/console.json' with { type: 'json' };
import { createTranslate } from '../../../../i18n/translator.ts';
import { shortcutText } from './shortcuts.tsx';

const en = createTranslate('en', enConsole);
const es = createTranslate('es', esConsole);
const fr = createTranslate('fr', frConsole);
const pt = createTranslate('pt-BR', ptConsole);

const caps = (t: typeof en) =>
  ['Space', 'Escape', 'Enter', 'Shift+Space', 'ArrowUp', 'Shift+ArrowUp', 'r', 'Shift+1'].map((k) =>
    shortcutText(k, t),
  );

describe('key caps in words', () => {
  it('names Space, Esc and Enter in each language', () => {
    expect(caps(en)).toEqual(['Space', 'Esc', 'Enter', '⇧Space', '↑', '⇧↑', 'R', '⇧1']);
    expect(caps(es)).toEqual(['Espacio', 'Esc', 'Intro', '⇧Espacio', '↑', '⇧↑', 'R', '⇧1']);
    expect(caps(fr)).toEqual(['Espace', 'Échap', 'Entrée', '⇧Espace', '↑', '⇧↑', 'R', '⇧1']);
    expect(caps(pt)).toEqual(['Espaço', 'Esc', 'Enter', '⇧Espaço', '↑', '⇧↑', 'R', '⇧1']);
  });
});
