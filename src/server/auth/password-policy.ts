// The password rule of PRODUCT §6: 8–128 characters and not among the most common passwords.
// Better Auth checks the length too; this module gives every refusal the same human wording
// (shared with the web forms through contract/account.ts) and adds the common-password list.
import fs from 'node:fs';
import path from 'node:path';
import { passwordLimits, passwordMessages } from '../../contract/account.ts';
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

/** What is wrong with a new password, in words for the person, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < passwordLimits.min) return passwordMessages.tooShort;
  if (password.length > passwordLimits.max) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.tooCommon;
  return null;
}
