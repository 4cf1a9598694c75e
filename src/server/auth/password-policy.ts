// The password rule of docs/product/accounts.md: 8–128 characters, nothing of the person's own
// name or email in it, and hard to guess by the strength estimate (password-strength.ts): a score
// of 3 or more, about 10^8 guesses. Better Auth checks the length too; this module gives every
// refusal one human sentence (shared with the web forms through contract/password-rule.ts),
// saying what the estimate found: a common password, a repeat, a keyboard run, the product's
// name, or simply too little to guess.
import { passwordLimits, passwordMessages } from '../../contract/password-rule.ts';
import { foldAccents } from '../../i18n/fold-accents.ts';
import { mailboxOf } from './mail-limits.ts';
import type { PasswordStrength, Strength } from './password-strength.ts';

/** zxcvbn's "safely unguessable": an online guesser, even unthrottled, gets nowhere. */
const MIN_SCORE = 3;

/** What a guesser tries first at any Tempo site. */
const productName = 'tempo';

/** Shorter parts of a name or address are in too many words to refuse them everywhere. */
const MIN_OWN_WORD = 4;

/** Who the password is for, when known. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** What is wrong with a new password, in words for the person, or null when it is acceptable. */
export async function passwordProblem(
  strength: PasswordStrength,
  password: string,
  owner: PasswordOwner = {},
): Promise<string | null> {
  if (password.length < passwordLimits.min) return passwordMessages.tooShort;
  if (password.length > passwordLimits.max) return passwordMessages.tooLong;
  const own = ownWords(owner);
  const squashed = lettersAndDigits(password);
  if (own.email.some((word) => squashed.includes(word))) return passwordMessages.ownEmail;
  if (own.name.some((word) => squashed.includes(word))) return passwordMessages.ownName;
  if (own.emailParts.some((word) => squashed.includes(word))) return passwordMessages.ownEmail;
  const estimate = await strength.estimate(password, [
    productName,
    ...own.email,
    ...own.name,
    ...own.emailParts,
  ]);
  if (estimate.score >= MIN_SCORE) return null;
  return squashed.includes(productName) ? passwordMessages.productName : weakness(estimate);
}

/**
 * The person's own words, in letters and digits only: the address before the @ (without a
 * +tag), the whole name, and each word of the name or of that address long enough to mean it.
 */
function ownWords({ email, name }: PasswordOwner) {
  const local = email ? (mailboxOf(email).split('@')[0] ?? '') : '';
  const words = (text: string) =>
    text
      .split(/[^\p{L}\p{N}]+/u)
      .map(lettersAndDigits)
      .filter((word) => word.length >= MIN_OWN_WORD);
  const whole = (text: string) => {
    const squashed = lettersAndDigits(text);
    return squashed.length >= 3 ? [squashed] : [];
  };
  return {
    email: whole(local),
    name: name ? [...whole(name), ...words(name)] : [],
    emailParts: words(local),
  };
}

/** Lower case, accents dropped, letters and digits only: "Ro.Sa-lí nd" is "rosalind". */
function lettersAndDigits(s: string): string {
  return foldAccents(s).replace(/[^\p{L}\p{N}]/gu, '');
}

/** Why a weak password is weak: what the estimate found that covers the most of it. */
function weakness({ matches }: Strength): string {
  const [main] = matches
    .filter((match) => match.pattern !== 'bruteforce')
    .sort((a, b) => b.token.length - a.token.length);
  switch (main?.pattern) {
    case 'dictionary':
      return main.dictionaryName?.startsWith('passwords')
        ? passwordMessages.tooCommon
        : passwordMessages.guessable;
    case 'repeat':
      return passwordMessages.repeated;
    case 'spatial':
    case 'sequence':
      return passwordMessages.sequence;
    default:
      return passwordMessages.guessable;
  }
}
