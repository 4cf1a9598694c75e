// A person's name as the account forms and the profile take it, apart from the account forms'
// schemas: the profile's schema, which every signed-in page loads, does not bring the password
// rule and the sign-in pages' file with it.
import { displayName } from './display-name.ts';

export const nameSchema = displayName()
  .trim()
  .min(1, 'Enter your name')
  .max(80, 'Use at most 80 characters');
