// Names and labels the public reads (teams, players, coaches, tournaments, seasons, venues,
// courts, rounds, officials, people's names): storable, and without the characters that hide in
// text or reorder it (domain/text/display-text.ts). Such a character is nearly always pasted
// along with a name, so the message says how to be rid of it.
import { hasHiddenCharacters } from '../domain/text/display-text.ts';
import { storableString } from './storable-string.ts';

export const hiddenCharacterMessage =
  'Contains a hidden control or text-direction character, which names cannot hold. Type it again instead of pasting it';

/** The base of a shown name's schema; chain the field's own rules after it, as storableString. */
export function displayName() {
  // The issue carries a flag as well as its message, so the sign-in pages' forms can name it in
  // the page's language without importing this module, and with it the schema code they load
  // only once a form is sent.
  return storableString().refine((value) => !hasHiddenCharacters(value), {
    message: hiddenCharacterMessage,
    params: { hiddenCharacter: true },
  });
}
