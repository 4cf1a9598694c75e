// What each console and output is called wherever a person sees a list of who is connected (the
// operators' monitor, `manage`'s words) or who runs the clock (the consoles, `console`'s words).
import type { MessageKey } from '../../../i18n/catalogues.ts';
import type { Translate } from '../../../i18n/translator.ts';
import {
  consoleKinds,
  outputKinds,
  type ConsoleKind,
  type OutputKind,
} from '../../../domain/plans/plans.ts';

export type ScreenKind = ConsoleKind | OutputKind;

const screenKinds = new Set<string>([...consoleKinds, ...outputKinds]);

export function isScreenKind(kind: string): kind is ScreenKind {
  return screenKinds.has(kind);
}

/** A screen's name in the monitor's list: "Time & score console", "Marcador". */
export function screenLabel(t: Translate<MessageKey<'manage'>>, kind: ScreenKind): string {
  return t(`monitor.screen.${kind}`);
}

/**
 * The kind as a message's `select` names it, for sentences that word each screen with its own
 * article ("la consola…", "el marcador…"): a selector cannot hold "-".
 */
export function screenSelector(kind: ScreenKind): string {
  return kind.replaceAll('-', '_');
}
