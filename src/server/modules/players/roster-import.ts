// Reads a roster CSV into checked rows: every row is validated with the same player schema the
// form uses, and jerseys are checked against each other and against the team's roster, so a
// preview shows every problem at once and a commit can be all-or-nothing. Each problem is a
// sentence naming the row, the column and what the column accepts, as the person fixing the file
// in a spreadsheet needs it, in their language (`rosterImport.*` of the server catalogue). The
// header may use the English column names or those of the person's language
// (`players.import.header.*`); positions may be written in any language Tempo speaks
// (position-words.ts).
import type { z } from 'zod';
import {
  createPlayerSchema,
  importColumns,
  positions,
  type ImportColumn,
  type ImportResult,
} from '../../../contract/teams.ts';
import { parseCsv } from '../../../domain/exports/csv.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import { formatList } from '../../../i18n/intl-format.ts';
import { foldWord, type PositionWords } from './position-words.ts';
import type { Translate } from '../../../i18n/translator.ts';
import type { ServerTranslate } from '../../i18n/server-i18n.ts';

type PlayerInput = z.output<typeof createPlayerSchema>;
type Field = ImportColumn;
const fields = Object.keys(importColumns) as Field[];

/** A header cell compared without case, accents, spaces, dashes, underscores or "#". */
const headerKey = (name: string) => foldWord(name).replace(/[\s#]/g, '');

/** English header spellings people use besides `importColumns`, accepted in every language. */
const englishSynonyms: Record<string, Field> = {
  first: 'firstName',
  givenname: 'firstName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  jerseynumber: 'jersey',
  number: 'jersey',
  no: 'jersey',
  pos: 'position',
  height: 'heightCm',
  dateofbirth: 'birthDate',
  dob: 'birthDate',
};

/** The catalogues an import speaks and reads: all in the language of the person importing. */
export interface ImportWords {
  t: ServerTranslate;
  manage: Translate<MessageKey<'manage'>>;
  common: Translate<MessageKey<'common'>>;
  positions: PositionWords;
}

const required: readonly Field[] = ['firstName', 'lastName', 'jersey'];

export interface CheckedImport {
  result: ImportResult;
  /** The validated players, in file order; complete only when nothing has an error. */
  players: PlayerInput[];
  hasErrors: boolean;
}

/**
 * `roster`: jersey → "First Last" of the team's current players; `words`: the catalogues in the
 * language of the person importing.
 */
export function checkRosterCsv(
  csv: string,
  roster: Map<string, string>,
  words: ImportWords,
): CheckedImport {
  const { t, manage, common } = words;
  /** The column's name in the person's language: what the help lists and every message says. */
  const columnName = (field: Field) => manage(`players.import.header.${field}`);
  const headerNames = new Map<string, Field>(Object.entries(englishSynonyms));
  for (const field of fields) {
    headerNames.set(headerKey(importColumns[field]), field);
    headerNames.set(headerKey(columnName(field)), field);
  }
  /** The language's abbreviations ("B, E, A, AP, P, EXT, AL"), as the messages list them. */
  const positionCodes = [...new Set(positions.map((p) => common(`position.${p}`)))].join(', ');

  const records = parseCsv(csv);
  const fileErrors: string[] = [];
  const header = records[0];
  if (!header) {
    return {
      result: { rows: [], fileErrors: [t('field.fileEmpty')], created: 0 },
      players: [],
      hasErrors: true,
    };
  }
  const columns = header.fields.map((h) => headerNames.get(headerKey(h)));
  for (const field of required) {
    if (!columns.includes(field))
      fileErrors.push(t('rosterImport.missingColumn', { column: columnName(field) }));
  }
  const body = records.slice(1);
  if (fileErrors.length === 0 && body.length === 0) fileErrors.push(t('rosterImport.noPlayers'));
  if (fileErrors.length > 0) {
    return { result: { rows: [], fileErrors, created: 0 }, players: [], hasErrors: true };
  }

  const firstLineOfJersey = new Map<string, number>();
  const rows: ImportResult['rows'] = [];
  const players: PlayerInput[] = [];
  for (const record of body) {
    const values: Record<string, string> = {};
    columns.forEach((field, i) => {
      if (field) values[field] = (record.fields[i] ?? '').trim();
    });
    const errors: Record<string, string> = {};
    /** The row and the column, which every problem names. */
    const where = (field: Field) => ({ row: String(record.line), column: columnName(field) });
    const say = (field: Field, problem: () => string) => {
      errors[field] ??= problem();
    };
    const doesNotFit = (field: Field) => {
      const value = values[field] ?? '';
      const shown = value.length > 30 ? `${value.slice(0, 29)}…` : value;
      const rule = { ...where(field), field, positions: positionCodes };
      say(field, () =>
        value
          ? t('rosterImport.notValid', { ...rule, value: shown })
          : t('rosterImport.cellEmpty', rule),
      );
    };
    const input = toInput(values, doesNotFit);
    if (values.position) {
      const reading = words.positions.read(values.position);
      if ('position' in reading) {
        input.position = reading.position;
        // The preview shows the position the way the roster will, in the person's language.
        values.position = reading.position;
      } else if ('ambiguous' in reading) {
        const choices = formatList(
          t.locale,
          reading.ambiguous.map(
            (p) => `${common(`position.${p}.long`)} (${common(`position.${p}`)})`,
          ),
          'disjunction',
        );
        say('position', () =>
          t('rosterImport.positionAmbiguous', {
            ...where('position'),
            value: values.position!,
            choices,
          }),
        );
      } else {
        // Unknown text goes through as written, so the schema refuses it and the message quotes it.
        input.position = values.position;
      }
    }
    const parsed = createPlayerSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) doesNotFit(issue.path[0] as Field);
    } else if (!errors.jersey) {
      const jersey = parsed.data.jersey;
      const taken = roster.get(jersey);
      const earlier = firstLineOfJersey.get(jersey);
      if (taken) {
        say('jersey', () =>
          t('rosterImport.jerseyTaken', { ...where('jersey'), jersey, name: taken }),
        );
      } else if (earlier) {
        say('jersey', () =>
          t('rosterImport.jerseyTwice', {
            ...where('jersey'),
            jersey,
            earlier: String(earlier),
          }),
        );
      } else {
        firstLineOfJersey.set(jersey, record.line);
      }
      if (Object.keys(errors).length === 0) players.push(parsed.data);
    }
    rows.push({ line: record.line, values, errors });
  }
  const hasErrors = rows.some((r) => Object.keys(r.errors).length > 0);
  return { result: { rows, fileErrors, created: 0 }, players, hasErrors };
}

/** Text cells to the types of the player schema; a cell that cannot be read is reported. */
function toInput(values: Record<string, string>, doesNotFit: (field: Field) => void) {
  const input: Record<string, unknown> = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    jersey: values.jersey ?? '',
  };
  if (values.heightCm) {
    const n = Number(values.heightCm);
    if (Number.isFinite(n)) input.heightCm = n;
    else doesNotFit('heightCm');
  }
  if (values.birthDate) input.birthDate = values.birthDate;
  if (values.active) {
    const v = values.active.toLowerCase();
    if (['yes', 'y', 'true', '1'].includes(v)) input.active = true;
    else if (['no', 'n', 'false', '0'].includes(v)) input.active = false;
    else doesNotFit('active');
  }
  return input;
}
