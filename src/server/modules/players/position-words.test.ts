// Positions written in a roster file: every language's names and abbreviations from the
// catalogues, the English ones in every language, accents and case ignored; a word that could be
// several positions, or none, is not guessed.
import { describe, expect, it } from 'vitest';
import { positions } from '../../../contract/teams.ts';
import enCommon from '../../../i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../../../i18n/locales/es/common.json' with { type: 'json' };
import frCommon from '../../../i18n/locales/fr/common.json' with { type: 'json' };
import ptCommon from '../../../i18n/locales/pt-BR/common.json' with { type: 'json' };
import { foldWord, positionWords } from './position-words.ts';
import { createTranslate } from '../../../i18n/translator.ts';

const languages = [
  createTranslate('en', enCommon),
  createTranslate('es', esCommon),
  createTranslate('fr', frCommon),
  createTranslate('pt-BR', ptCommon),
];
const words = positionWords(languages);
const read = (cell: string) => words.read(cell);

describe('positions in a roster file', () => {
  it('reads the English codes and names', () => {
    for (const p of positions) expect(read(p)).toEqual({ position: p });
    expect(read('point guard')).toEqual({ position: 'PG' });
    expect(read('Shooting Guard')).toEqual({ position: 'SG' });
    expect(read('small forward')).toEqual({ position: 'SF' });
    expect(read('POWER FORWARD')).toEqual({ position: 'PF' });
    expect(read('center')).toEqual({ position: 'C' });
    expect(read('centre')).toEqual({ position: 'C' });
    expect(read('guard')).toEqual({ position: 'G' });
    expect(read('forward')).toEqual({ position: 'F' });
  });

  it('reads the Spanish federation’s names and abbreviations', () => {
    expect(read('Base')).toEqual({ position: 'PG' });
    expect(read('B')).toEqual({ position: 'PG' });
    expect(read('Escolta')).toEqual({ position: 'SG' });
    expect(read('E')).toEqual({ position: 'SG' });
    expect(read('Alero')).toEqual({ position: 'SF' });
    expect(read('A')).toEqual({ position: 'SF' });
    expect(read('Ala-pívot')).toEqual({ position: 'PF' });
    expect(read('AP')).toEqual({ position: 'PF' });
    expect(read('Pívot')).toEqual({ position: 'C' });
    expect(read('P')).toEqual({ position: 'C' });
    expect(read('Exterior')).toEqual({ position: 'G' });
    expect(read('EXT')).toEqual({ position: 'G' });
    expect(read('AL')).toEqual({ position: 'F' });
  });

  it('reads the French federation’s names and abbreviations', () => {
    expect(read('Meneur')).toEqual({ position: 'PG' });
    expect(read('MEN')).toEqual({ position: 'PG' });
    expect(read('Arrière')).toEqual({ position: 'SG' });
    expect(read('ARR')).toEqual({ position: 'SG' });
    expect(read('Ailier')).toEqual({ position: 'SF' });
    expect(read('AIL')).toEqual({ position: 'SF' });
    expect(read('Ailier fort')).toEqual({ position: 'PF' });
    expect(read('AF')).toEqual({ position: 'PF' });
    expect(read('Pivot')).toEqual({ position: 'C' });
    expect(read('PIV')).toEqual({ position: 'C' });
  });

  it('reads the Brazilian confederation’s names and abbreviations', () => {
    expect(read('Armador')).toEqual({ position: 'PG' });
    expect(read('ARM')).toEqual({ position: 'PG' });
    expect(read('Ala-armador')).toEqual({ position: 'SG' });
    expect(read('ALA-ARM')).toEqual({ position: 'SG' });
    expect(read('Ala')).toEqual({ position: 'SF' });
    expect(read('Ala-pivô')).toEqual({ position: 'PF' });
    expect(read('ALA-PIV')).toEqual({ position: 'PF' });
    expect(read('Pivô')).toEqual({ position: 'C' });
  });

  it('ignores accents, case, spaces and the dash', () => {
    for (const cell of ['PÍVOT', 'pivot', ' pívot ', 'Pivô', 'PIVO']) {
      expect(read(cell)).toEqual({ position: 'C' });
    }
    for (const cell of ['ala pivot', 'ALA_PIVOT', 'Ala-Pivo', 'ala  pívot']) {
      expect(read(cell)).toEqual({ position: 'PF' });
    }
    expect(read('arriere')).toEqual({ position: 'SG' });
    expect(read('Ailier  Fort')).toEqual({ position: 'PF' });
    expect(foldWord('Ala-Pívot')).toBe('ala pivot');
  });

  it('refuses a cell that names two positions, and says which', () => {
    expect(read('Base/Escolta')).toEqual({ ambiguous: ['PG', 'SG'] });
    expect(read('G/F')).toEqual({ ambiguous: ['G', 'F'] });
    expect(read('alero o pívot')).toEqual({ ambiguous: ['SF', 'C'] });
    expect(read('PG, SG')).toEqual({ ambiguous: ['PG', 'SG'] });
    // The same position twice is that position.
    expect(read('Pívot / C')).toEqual({ position: 'C' });
  });

  it('refuses a word that means different positions in two languages', () => {
    // No catalogue has one today: a made-up language where "B" is the center.
    const other = createTranslate('xx', { ...enCommon, 'position.C': 'B' });
    const mixed = positionWords([...languages, other]);
    expect(mixed.read('B')).toEqual({ ambiguous: ['PG', 'C'] });
    expect(mixed.read('Base')).toEqual({ position: 'PG' });
  });

  it('refuses words it does not know', () => {
    for (const cell of ['XX', 'Basee', 'playmaker', 'G/XX', '7']) {
      expect(read(cell)).toEqual({ unknown: true });
    }
  });

  it('has no word that two of today’s languages read differently', () => {
    for (const t of languages) {
      for (const p of positions) {
        const reading = read(t(`position.${p}.long`));
        expect('position' in reading, `${t.locale} ${p}`).toBe(true);
      }
    }
  });
});
