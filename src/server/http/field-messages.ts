// The per-field messages of a 400 for a request the contract's zod schemas refused. English keeps
// each schema's own words. Another language gets the catalogue's message for that English text
// when the catalogue has it (`knownMessages`), else a message for the kind of problem (too long,
// not a date) with its limit; and the field's name from the catalogue when it has one.
import type { MessageKey } from '../../i18n/catalogues.ts';
import type { ServerTranslate } from '../i18n/server-i18n.ts';

/** What fastify-type-provider-zod hands the error handler for each zod issue. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

type Key = MessageKey<'server'>;

/** Messages the contract's schemas write in English; found by their English text. */
const knownMessages = [
  'field.enterName',
  'field.enterYourName',
  'field.enterFirstName',
  'field.enterLastName',
  'field.enterEmail',
  'field.validEmail',
  'field.enterPassword',
  'field.enterCurrentPassword',
  'field.passwordsDiffer',
  'field.password.tooCommon',
  'field.password.repeated',
  'field.password.sequence',
  'field.password.productName',
  'field.password.ownEmail',
  'field.nulCharacter',
  'field.enterNumber',
  'field.enterScore',
  'field.wholeNumber',
  'field.scoreNegative',
  'field.sameTeam',
  'field.finalScores',
  'field.endBeforeStart',
  'field.dateTime',
  'field.timeOfDay',
  'field.startDate',
  'field.weekdays',
  'field.startTimes',
  'field.courtName',
  'field.courts',
  'field.timeZone',
  'field.language',
  'field.profileChange',
  'field.slugReserved',
  'field.slugFormat',
  'field.embedTheme',
  'field.fieldGoals',
  'field.tiebreakerTwice',
  'field.colour',
  'field.shortName',
  'field.jersey',
  'field.wholeCentimetres',
  'field.fileEmpty',
  'field.fileTooLarge',
  'field.inviteCodeLength',
  'field.inviteCode',
  'field.months',
  'field.pass',
  'field.seededTwice',
  'error.auth.sessionNotFound',
] as const satisfies readonly Key[];

const byEnglish = new WeakMap<ServerTranslate, Map<string, Key>>();

/** The catalogue key whose English text is `text`, if it is one of `knownMessages`. */
export function knownMessageKey(english: ServerTranslate, text: string): Key | undefined {
  let map = byEnglish.get(english);
  if (!map) {
    map = new Map(knownMessages.map((key) => [english(key), key]));
    byEnglish.set(english, map);
  }
  return map.get(text);
}

/** `text` (an English message of the contract) in the language of `t`, when it is a known one. */
export function translateKnown(t: ServerTranslate, english: ServerTranslate, text: string) {
  if (t.locale === english.locale) return text;
  const key = knownMessageKey(english, text);
  return key ? t(key) : undefined;
}

export function fieldMessages(
  t: ServerTranslate,
  english: ServerTranslate,
  issues: readonly ValidationIssue[],
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    fields[field] ??= issueMessage(t, english, issue);
  }
  const first = Object.entries(fields)[0];
  if (!first) return { message: t('error.validation.invalid'), fields };
  const label = labelIn(t, english, first[0]);
  const message = label ? t('field.labelled', { label, message: first[1] }) : first[1];
  return { message, fields };
}

function issueMessage(t: ServerTranslate, english: ServerTranslate, issue: ValidationIssue) {
  if (t.locale === english.locale) return issue.message ?? t('field.invalid');
  return (issue.message && translateKnown(t, english, issue.message)) || t(...kindOf(issue));
}

/** A message for the kind of problem, with its limit. */
function kindOf({ keyword, params }: ValidationIssue): Parameters<ServerTranslate> {
  const origin = params.origin;
  const many = origin === 'array' || origin === 'set';
  switch (keyword) {
    case 'too_small': {
      const min = Number(params.minimum);
      if (origin === 'string') return min <= 1 ? ['field.required'] : ['field.tooShort', { min }];
      return many ? ['field.tooFew', { min }] : ['field.atLeast', { min }];
    }
    case 'too_big': {
      const max = Number(params.maximum);
      if (origin === 'string') return ['field.tooLong', { max }];
      return many ? ['field.tooMany', { max }] : ['field.atMost', { max }];
    }
    case 'invalid_type':
      return params.expected === 'number' ? ['field.enterNumber'] : ['field.invalid'];
    case 'invalid_format':
      if (params.format === 'date') return ['field.date'];
      if (params.format === 'datetime') return ['field.dateTime'];
      if (params.format === 'email') return ['field.validEmail'];
      return ['field.format'];
    case 'invalid_value':
      return ['field.choose'];
    case 'unrecognized_keys':
      return ['field.unknownKeys'];
    default:
      return ['field.invalid'];
  }
}

/**
 * A field in words. English: from its name, "standingsRules.pointsForWin" → "Points for win",
 * "courts.0" → "Courts". Another language: the catalogue's name for it, or none (the message then
 * stands alone rather than half in English).
 */
function labelIn(t: ServerTranslate, english: ServerTranslate, field: string) {
  const last = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;
  if (t.locale !== english.locale) return t('field.label', { name: last });
  const words = last
    .replace(/(.)Id$/, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
