// Better Auth's refusals, and ours from inside it (auth.ts), in the language of the person asking.
// English keeps their words as they are; another language gets the catalogue's message for the
// refusal's code, or for the English text when it is one the catalogue knows (field-messages.ts).
import { passwordLimits, passwordMessages } from '../../contract/password-rule.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { translateKnown, type FieldWords } from '../http/field-messages.ts';
import { isRecord } from './is-record.ts';

/** Better Auth's codes a person meets on the account pages. */
const byCode: Readonly<Record<string, MessageKey<'server'>>> = {
  INVALID_EMAIL_OR_PASSWORD: 'error.auth.invalidCredentials',
  INVALID_PASSWORD: 'error.auth.wrongPassword',
  INVALID_EMAIL: 'field.validEmail',
  INVALID_TOKEN: 'error.auth.invalidLink',
  TOKEN_EXPIRED: 'error.auth.invalidLink',
  SESSION_EXPIRED: 'error.auth.sessionExpired',
  USER_ALREADY_EXISTS: 'error.auth.emailTaken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'error.auth.emailTaken',
};

function inWords(words: FieldWords, text: string, code?: unknown) {
  const { t, english } = words;
  if (t.locale === english.locale) return text;
  const key = typeof code === 'string' ? byCode[code] : undefined;
  if (key) return t(key);
  if (text === passwordMessages.tooShort) return t('field.tooShort', { min: passwordLimits.min });
  if (text === passwordMessages.tooLong) return t('field.tooLong', { max: passwordLimits.max });
  return translateKnown(words, text) ?? text;
}

/** The `message` and `fields` of an error answer from Better Auth, translated. */
export function authErrorInWords(
  words: FieldWords,
  json: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...json };
  if (typeof json.message === 'string') out.message = inWords(words, json.message, json.code);
  if (isRecord(json.fields)) {
    out.fields = Object.fromEntries(
      Object.entries(json.fields).map(([name, value]) => [
        name,
        typeof value === 'string' ? inWords(words, value) : value,
      ]),
    );
  }
  return out;
}
