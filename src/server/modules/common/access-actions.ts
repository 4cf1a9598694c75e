// What a management route does, named in its 403 ("Only the owner or an admin can change teams"):
// the part after `error.action.` of a key of the `server` catalogue.
import type { MessageKey } from '../../../i18n/catalogues.ts';

export type AccessAction =
  MessageKey<'server'> extends infer K ? (K extends `error.action.${infer A}` ? A : never) : never;
