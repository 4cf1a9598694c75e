// Reads a roster CSV into checked rows: every row is validated with the same player schema the
// form uses, and jerseys are checked against each other and against the team's roster, so a
// preview shows every problem at once and a commit can be all-or-nothing. Each problem is a
// sentence naming the row, the column as the file spells it and what the column accepts, as the
// person fixing the file in a spreadsheet needs it.
import type { z } from 'zod';
import {
  createPlayerSchema,
  positionNames,
  positions,
  type ImportResult,
  type Position,
} from '../../../contract/teams.ts';
import { parseCsv } from '../../../domain/exports/csv.ts';

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
/** What a cell that does not fit is not, and what the column accepts instead. */
const columnRules: Record<Field, { isNot: string; accepted: string }> = {
  firstName: {
    isNot: 'a first name Tempo accepts',
    accepted: 'Enter the player’s first name, at most 40 characters',
  },
  lastName: {
    isNot: 'a last name Tempo accepts',
    accepted: 'Enter the player’s last name, at most 40 characters',
  },
  jersey: { isNot: 'a jersey number', accepted: 'Use a number from 0 to 99, or 00' },
  position: {
    isNot: 'a position Tempo knows',
    accepted: `Use ${positions.join(', ')} or leave it empty`,
  },
  heightCm: {
    isNot: 'a height in centimetres',
    accepted: 'Use whole centimetres from 100 to 250, or leave it empty',
  },
  birthDate: {
    isNot: 'a date Tempo reads',
    accepted: 'Use a date like 2008-04-30, or leave it empty',
  },
  active: { isNot: 'yes or no', accepted: 'Use yes or no, or leave it empty for yes' },
};

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

/** `roster`: jersey → "First Last" of the team's current players. */
export function checkRosterCsv(csv: string, roster: Map<string, string>): CheckedImport {
  const records = parseCsv(csv);
  const fileErrors: string[] = [];
  const header = records[0];
  if (!header) {
    return {
      result: { rows: [], fileErrors: ['The file is empty'], created: 0 },
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
    if (!columns.includes(field)) fileErrors.push(`The file has no ${name} column`);
  }
  const body = records.slice(1);
  if (fileErrors.length === 0 && body.length === 0) fileErrors.push('The file has no players');
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
    const say = (field: Field, problem: string) => {
      errors[field] ??= `Row ${record.line}, ${columnName.get(field) ?? field}: ${problem}.`;
    };
    const doesNotFit = (field: Field) => {
      const value = values[field] ?? '';
      const shown = value.length > 30 ? `${value.slice(0, 29)}…` : value;
      const { isNot, accepted } = columnRules[field];
      say(field, `${value ? `“${shown}” is not ${isNot}` : 'the cell is empty'}. ${accepted}`);
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
        say(
          'jersey',
          `number ${jersey} is already taken by ${taken}. Use a number no one on the team wears`,
        );
      } else if (earlier) {
        say(
          'jersey',
          `number ${jersey} is also on row ${earlier}. Give each player their own number`,
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
