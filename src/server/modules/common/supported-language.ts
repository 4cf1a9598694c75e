// A language a request names (a person's, a tournament's) must be one a catalogue serves.
import { errorCodes } from '../../../contract/errors.ts';
import { HttpError, msg } from '../../http/errors.ts';
import type { ServerI18n } from '../../i18n/server-i18n.ts';

/** The catalogue's code for `code` (`pt-PT` → `pt-BR`); a 400 on `field` when Tempo does not speak it. */
export function supportedLanguage(i18n: ServerI18n, code: string, field: string): string {
  const supported = i18n.supported(code);
  if (supported === undefined) {
    throw new HttpError(400, errorCodes.validation, msg('error.languageUnknown'), {
      [field]: msg('field.language'),
    });
  }
  return supported;
}
