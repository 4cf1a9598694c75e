// Reads a roster CSV into checked rows: every row is validated with the same player schema the
// form uses, and jerseys are checked against each other and against the team's roster, so a
// preview shows every problem at once and a commit can be all-or-nothing. Each problem is a
// sentence naming the row, the column as the file spells it and what the column accepts, as the
// person fixing the file in a spreadsheet needs it, in their language (`rosterImport.*` of the
// server catalogue). The file's header names, position codes and yes/no are the same in every
// language.
import type { z } from 'zod';
import {
  createPlayerSchema,
  positionNames,
  positions,
  type ImportResult,
  type Position,
} from '../../../contract/teams.ts';
import { parseCsv } from '../../../domain/exports/csv.ts';
import type { ServerTranslate } from '../../i18n/server-i18n.ts';

type PlayerInput = z.output<typeof createPlayerSchema>;
type Field = 'firstName' | 'lastName' | 'jersey' | 'position' | 'heightCm' | 'birthDate' | 'active';

/** Header spellings people use, compared lower-case without spaces, dashes or underscores. */
const headerNames: Record<string, Field> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  jersey: 'jersey',
  jerseynumber: 'jersey',
  number: 'jersey',
  no: 'jersey',
  position: 'position',
  pos: 'position',
  heightcm: 'heightCm',
  height: 'heightCm',
  birthdate: 'birthDate',
  dateofbirth: 'birthDate',
  dob: 'birthDate',
  active: 'active',
};
/** The position codes a file may use, as the messages list them. */
const positionCodes = positions.join(', ');

/** Positions by their letters or their names, in any case ("g", "Guard", "point guard"). */
const positionsByName = new Map<string, Position>([
  ...positions.flatMap((p): Array<[string, Position]> => [
    [p.toLowerCase(), p],
    [positionNames[p].toLowerCase(), p],
  ]),
  ['centre', 'C'],
]);

const required: Array<[Field, string]> = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['jersey', 'jersey'],
];

export interface CheckedImport {
  result: ImportResult;
  /** The validated players, in file order; complete only when nothing has an error. */
  players: PlayerInput[];
  hasErrors: boolean;
}

/**
 * `roster`: jersey → "First Last" of the team's current players; `t`: the server catalogue in
 * the language of the person importing.
 */
export function checkRosterCsv(
  csv: string,
  roster: Map<string, string>,
  t: ServerTranslate,
): CheckedImport {
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
  const columns = header.fields.map((h) => headerNames[h.toLowerCase().replace(/[\s_\-.#]/g, '')]);
  /** The column's name as the file spells it, for messages. */
  const columnName = new Map<Field, string>();
  columns.forEach((field, i) => {
    if (field) columnName.set(field, header.fields[i]!.trim());
  });
  for (const [field, name] of required) {
    if (!columns.includes(field))
      fileErrors.push(t('rosterImport.missingColumn', { column: name }));
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
    /** The row and the column as the file spells it, which every problem names. */
    const where = (field: Field) => ({
      row: String(record.line),
      column: columnName.get(field) ?? field,
    });
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
  if (values.position) {
    // Unknown text goes through as written, so the schema refuses it and the message quotes it.
    input.position =
      positionsByName.get(values.position.toLowerCase().replace(/\s+/g, ' ')) ?? values.position;
  }
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
