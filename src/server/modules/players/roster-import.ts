// Reads a roster CSV into checked rows: every row is validated with the same player schema the
// form uses, and jerseys are checked against each other and against the team's roster, so a
// preview shows every problem at once and a commit can be all-or-nothing.
import type { z } from 'zod';
import { createPlayerSchema, type ImportResult } from '../../../contract/teams.ts';
import { parseCsv } from './csv.ts';

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
    const input = toInput(values, errors);
    const parsed = createPlayerSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'row');
        errors[key] ??= issue.message;
      }
    } else if (!errors.jersey) {
      const jersey = parsed.data.jersey;
      const taken = roster.get(jersey);
      const earlier = firstLineOfJersey.get(jersey);
      if (taken) errors.jersey = `Number ${jersey} is already taken by ${taken}`;
      else if (earlier) errors.jersey = `Number ${jersey} is also on line ${earlier}`;
      else firstLineOfJersey.set(jersey, record.line);
      if (Object.keys(errors).length === 0) players.push(parsed.data);
    }
    rows.push({ line: record.line, values, errors });
  }
  const hasErrors = rows.some((r) => Object.keys(r.errors).length > 0);
  return { result: { rows, fileErrors, created: 0 }, players, hasErrors };
}

/** Text cells to the types of the player schema; unreadable cells get a message here. */
function toInput(values: Record<string, string>, errors: Record<string, string>) {
  const input: Record<string, unknown> = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    jersey: values.jersey ?? '',
  };
  if (values.position) input.position = values.position.toUpperCase();
  if (values.heightCm) {
    const n = Number(values.heightCm);
    if (Number.isFinite(n)) input.heightCm = n;
    else errors.heightCm = 'Use whole centimetres';
  }
  if (values.birthDate) input.birthDate = values.birthDate;
  if (values.active) {
    const v = values.active.toLowerCase();
    if (['yes', 'y', 'true', '1'].includes(v)) input.active = true;
    else if (['no', 'n', 'false', '0'].includes(v)) input.active = false;
    else errors.active = 'Use yes or no';
  }
  return input;
}
