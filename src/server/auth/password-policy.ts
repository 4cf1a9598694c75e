// The password rule of docs/product/accounts.md: 8–128 characters and not easy to guess. Better Auth checks the
// length too; this module gives every refusal the same human wording (shared with the web forms
// through contract/account.ts) and adds what guessers try first: the most common passwords, one
// character repeated, runs along the keyboard or the alphabet, and the product's name or the
// person's own email with little else.
import fs from 'node:fs';
import path from 'node:path';
import { passwordLimits, passwordMessages } from '../../contract/password-rule.ts';
import { projectRoot } from '../project-root.ts';

// Read from src/ also when the server runs from dist/: the list is data, not code, and tsc does
// not copy it. Loaded once, at start, so a check is one Set lookup.
const listFile = path.join(projectRoot, 'src/server/auth/common-passwords.txt');
const commonPasswords = new Set(
  fs
    .readFileSync(listFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Who the password is for, when known: their email must not be most of it. */
export interface PasswordOwner {
  email?: string | null;
}

/** What is wrong with a new password, in words for the person, or null when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < passwordLimits.min) return passwordMessages.tooShort;
  if (password.length > passwordLimits.max) return passwordMessages.tooLong;
  const weak = guessable(password);
  if (weak) return weak;
  if (mostly(password, 'tempo')) return passwordMessages.productName;
  const email = owner.email?.trim().toLowerCase();
  if (email && [email, email.split('@')[0]!].some((part) => mostly(password, part))) {
    return passwordMessages.ownEmail;
  }
  return null;
}

function guessable(password: string): string | null {
  if (isCommonPassword(password)) return passwordMessages.tooCommon;
  if (/^(.)\1*$/su.test(password)) return passwordMessages.repeated;
  if (isKeyboardOrAlphabetRun(password)) return passwordMessages.sequence;
  return null;
}

/**
 * Whether `word` (3 letters or digits or more) is in the password with only a weak rest: fewer
 * than 8 letters and digits, or a rest that would be refused on its own ("Tempo2026!",
 * "alice12345678"). Compared on letters and digits only, so "A.l.i.c.e" counts too.
 */
function mostly(password: string, word: string): boolean {
  const needle = lettersAndDigits(word);
  if (needle.length < 3) return false;
  const squashed = lettersAndDigits(password);
  if (!squashed.includes(needle)) return false;
  const rest = squashed.replaceAll(needle, '');
  return rest.length < passwordLimits.min || guessable(rest) !== null;
}

function lettersAndDigits(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

// ---- runs along the keyboard or the alphabet ------------------------------------------------

/** The US keyboard's rows, unshifted; shifted characters count as their key. */
const rows = ['1234567890-=', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./'];
const shifted: Record<string, string> = {
  ...Object.fromEntries([...'!@#$%^&*()_+'].map((c, i) => [c, '1234567890-='[i]!])),
  '{': '[',
  '}': ']',
  ':': ';',
  '"': "'",
  '<': ',',
  '>': '.',
  '?': '/',
};
const keyAt = new Map<string, { row: number; col: number }>();
rows.forEach((keys, row) => [...keys].forEach((key, col) => keyAt.set(key, { row, col })));

/**
 * Neighbours on a staggered keyboard: left and right in the row, and the two keys touching it in
 * the rows above and below (q touches 1, 2, a and w), which makes columns like 1qaz a run.
 */
function keysTouch(a: string, b: string): boolean {
  const p = keyAt.get(a);
  const q = keyAt.get(b);
  if (!p || !q) return false;
  if (p.row === q.row) return Math.abs(p.col - q.col) <= 1;
  if (q.row === p.row + 1) return q.col === p.col || q.col === p.col - 1;
  if (q.row === p.row - 1) return q.col === p.col || q.col === p.col + 1;
  return false;
}

/** Next to each other on the keyboard, the same key, or neighbours in the alphabet or digits. */
function follows(a: string, b: string): boolean {
  if (a === b || keysTouch(a, b)) return true;
  const bothLetters = /[a-z]/.test(a) && /[a-z]/.test(b);
  const bothDigits = /\d/.test(a) && /\d/.test(b);
  return (bothLetters || bothDigits) && Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) === 1;
}

const RUN_MIN = 3;

/**
 * Whether the whole password is made of runs of at least three keys, each key next to the one
 * before (qwertyuiop, asdfghjkl, 12345678, 1qaz2wsx, qwerty123, abcdefgh, zaq12wsx).
 */
function isKeyboardOrAlphabetRun(password: string): boolean {
  const keys = [...password.toLowerCase()].map((c) => shifted[c] ?? c);
  const n = keys.length;
  // covered[i]: the first i keys split into runs.
  const covered = Array.from({ length: n + 1 }, (_, i) => i === 0);
  for (let start = 0; start < n; start++) {
    if (!covered[start]) continue;
    for (let end = start + 1; end < n && follows(keys[end - 1]!, keys[end]!); end++) {
      if (end + 1 - start >= RUN_MIN) covered[end + 1] = true;
    }
  }
  return covered[n]!;
}
