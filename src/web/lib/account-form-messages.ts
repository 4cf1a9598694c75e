// The account forms' validation messages in the person's language. The contract's schemas
// (contract/account.ts, contract/profile.ts) keep their English messages for the API; the forms
// name each issue by its code and field instead, so the words follow the page's language.
import type { z } from 'zod';
import { translatorFor } from './i18n/i18n-store.ts';

/** What an empty required field of the account forms says, by the field's name. */
const requiredKeys = {
  name: 'auth.field.nameRequired',
  email: 'auth.field.emailRequired',
  password: 'auth.field.passwordRequired',
  currentPassword: 'auth.field.currentPasswordRequired',
} as const;

const isRequiredField = (field: string): field is keyof typeof requiredKeys =>
  Object.hasOwn(requiredKeys, field);

/** For zodValidate/submitChecked on the sign-in, register, reset and profile forms. */
export function accountIssueMessage(issue: z.core.$ZodIssue): string | undefined {
  const t = translatorFor('app');
  const field = String(issue.path.at(-1) ?? '');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin !== 'string') return undefined;
      if (Number(issue.minimum) <= 1) {
        return isRequiredField(field) ? t(requiredKeys[field]) : undefined;
      }
      return t('auth.field.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('auth.field.tooLong', { max: Number(issue.maximum) })
        : undefined;
    case 'invalid_format':
      return issue.format === 'email' ? t('auth.field.invalidEmail') : undefined;
    case 'custom':
      // The account schemas' own checks: the repeated password, and the characters a name
      // cannot hold (contract/storable-string.ts, contract/display-name.ts).
      if (field === 'confirmPassword') return t('auth.field.passwordsDiffer');
      return issue.params?.['hiddenCharacter'] === true
        ? t('field.hiddenCharacter')
        : t('auth.field.nulCharacter');
    default:
      return undefined;
  }
}
