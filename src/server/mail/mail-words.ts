// The words of a mail: the server catalogue in the language it is written in.
import type { MessageKey } from '../../i18n/catalogues.ts';
import type { Translate } from '../../i18n/translator.ts';

export type MailWords = Translate<MessageKey<'server'>>;
