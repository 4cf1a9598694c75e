// A field's validation message in the person's language, for an issue the contract's zod schemas
// raise: the same words whether the browser found it (web/lib/form-issue-message.ts) or the
// server did (server/http/field-messages.ts). English keeps each schema's own words. Another
// language gets the catalogue's message for that English text when the catalogue has it
// (`knownFieldMessages`), else a message for the kind of problem (too long, not a date) with its
// limit. The messages are `app`'s, which every management page loads.
import type { z } from 'zod';
import type { MessageKey } from './catalogues.ts';
import type { Translate } from './translator.ts';

type Key = MessageKey<'app'>;

/** The `app` catalogue's messages, in the person's language or in English. */
export type FieldTranslate = Translate<Key>;

/** A zod issue as both sides see it: its code, its English message and the limits it names. */
export interface FieldIssue {
  /** zod's issue code: too_small, too_big, invalid_type, invalid_format, custom… */
  code: string;
  message?: string;
  /** What was checked: string, number, array, set, date… */
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** The type an invalid_type issue expected. */
  expected?: unknown;
  /** The format an invalid_format issue expected: date, datetime, email… */
  format?: unknown;
}

/** A zod issue as a FieldIssue. */
export function fieldIssueOf(issue: z.core.$ZodIssue): FieldIssue {
  return {
    code: issue.code,
    message: issue.message,
    origin: 'origin' in issue ? issue.origin : undefined,
    minimum: 'minimum' in issue ? issue.minimum : undefined,
    maximum: 'maximum' in issue ? issue.maximum : undefined,
    expected: 'expected' in issue ? issue.expected : undefined,
    format: 'format' in issue ? issue.format : undefined,
  };
}

/** Messages the contract's schemas write in English; found by their English text. */
export const knownFieldMessages = [
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
  'field.password.ownName',
  'field.password.guessable',
  'field.nulCharacter',
  'field.hiddenCharacter',
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
] as const satisfies readonly Key[];

const byEnglish = new WeakMap<FieldTranslate, Map<string, Key>>();

/** The catalogue key whose English text (in `english`) is `text`, if it is a known one. */
export function knownFieldMessageKey(english: FieldTranslate, text: string): Key | undefined {
  let map = byEnglish.get(english);
  if (!map) {
    map = new Map(knownFieldMessages.map((key) => [english(key), key]));
    byEnglish.set(english, map);
  }
  return map.get(text);
}

/** `text` (an English message of the contract) in the language of `t`, when it is a known one. */
export function translateKnownField(t: FieldTranslate, english: FieldTranslate, text: string) {
  if (t.locale === english.locale) return text;
  const key = knownFieldMessageKey(english, text);
  return key ? t(key) : undefined;
}

/**
 * The message for `issue` in the language of `t`: the schema's own in English, else the known
 * message for its English text, else one for its kind of problem.
 */
export function fieldIssueMessage(
  t: FieldTranslate,
  english: FieldTranslate,
  issue: FieldIssue,
): string {
  if (t.locale === english.locale) return issue.message ?? t('field.invalid');
  return (issue.message && translateKnownField(t, english, issue.message)) || t(...kindOf(issue));
}

/** A message for the kind of problem, with its limit. */
export function kindOf(issue: FieldIssue): Parameters<FieldTranslate> {
  const { origin } = issue;
  const many = origin === 'array' || origin === 'set';
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (origin === 'string') return min <= 1 ? ['field.required'] : ['field.tooShort', { min }];
      return many ? ['field.tooFew', { min }] : ['field.atLeast', { min }];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (origin === 'string') return ['field.tooLong', { max }];
      return many ? ['field.tooMany', { max }] : ['field.atMost', { max }];
    }
    case 'invalid_type':
      return issue.expected === 'number' ? ['field.enterNumber'] : ['field.invalid'];
    case 'invalid_format':
      if (issue.format === 'date') return ['field.date'];
      if (issue.format === 'datetime') return ['field.dateTime'];
      if (issue.format === 'email') return ['field.validEmail'];
      return ['field.format'];
    case 'invalid_value':
      return ['field.choose'];
    case 'unrecognized_keys':
      return ['field.unknownKeys'];
    default:
      return ['field.invalid'];
  }
}
