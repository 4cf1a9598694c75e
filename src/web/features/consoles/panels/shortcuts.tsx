// Keyboard shortcuts of the consoles. Each is written like "Space", "ArrowUp", "Shift+ArrowUp",
// "a" or "Shift+1" (digits by their key position, so Shift+1 is not "!"), and is shown on the
// button it presses, so an operator learns them by using the console.
import { Kbd } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import type { Translate } from '../../../../i18n/translator.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import styles from '../console.module.css';

export interface Shortcut {
  key: string;
  run(): void;
  /** Holding the key repeats it (clock nudges); off by default so a held space does not toggle. */
  repeat?: boolean;
}

function keyOf(event: KeyboardEvent): string | null {
  let base: string;
  if (event.code === 'Space') base = 'Space';
  else if (/^Digit\d$/.test(event.code)) base = event.code.slice(5);
  else if (/^Numpad\d$/.test(event.code)) base = event.code.slice(6);
  else if (event.key.length === 1) base = event.key.toLowerCase();
  else base = event.key;
  if (base === 'Shift') return null;
  return event.shiftKey ? `Shift+${base}` : base;
}

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(type);
  }
  return false;
}

function isRadio(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.type === 'radio';
}

/** Listens on the window while mounted and `enabled`. */
export function useShortcuts(shortcuts: readonly Shortcut[], enabled = true) {
  const current = useRef(shortcuts);
  // A layout effect, not a passive one: it runs in the same task as the render that a tap caused,
  // so a key pressed right after the tap already sees what the tap changed (a tile's tap makes
  // "1" a free throw instead of the first digit of a number).
  useLayoutEffect(() => {
    current.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typingInto(event.target)) return;
      // Arrows move within a focused radio group (the score-source switch): leave them to it.
      if (event.key.startsWith('Arrow') && isRadio(event.target)) return;
      const key = keyOf(event);
      const shortcut = key === null ? undefined : current.current.find((s) => s.key === key);
      if (!shortcut) return;
      // Also stops a focused button from being "clicked" by the space bar.
      event.preventDefault();
      if (event.repeat && !shortcut.repeat) return;
      shortcut.run();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.code === 'Space' && !typingInto(event.target)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled]);
}

// Arrows, Shift and Backspace are drawn as the symbols printed on keyboards in every language;
// the keys printed as words (Space, Esc, Enter) are named in the person's language, as their own
// keyboard names them ("Espacio", "Échap", "Entrée").
const symbols: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Backspace: '⌫',
};
const keyNames: Record<string, MessageKey<'console'>> = {
  Space: 'shortcuts.key.space',
  Escape: 'shortcuts.key.escape',
  Enter: 'shortcuts.key.enter',
};

/** How a shortcut is written on screen: "⇧↑", "Espacio", "A". */
export function shortcutText(key: string, t: Translate<MessageKey<'console'>>): string {
  const shift = key.startsWith('Shift+');
  const base = shift ? key.slice(6) : key;
  const name = keyNames[base];
  const shown = name ? t(name) : (symbols[base] ?? base.toUpperCase());
  return shift ? `⇧${shown}` : shown;
}

// A phone or tablet without a mouse shows no key caps and no keyboard legend (the same query
// hides them in console.module.css): there they are not drawn at all, about 60 elements fewer on
// a console's first render. Read when a cap is drawn: a pointer attached later shows the caps
// from the button's next render, and the stylesheet keeps hiding any drawn before a mouse goes.
let touchOnly: MediaQueryList | null = null;

/** Whether this device has a keyboard worth showing key caps for. */
export function keysShown(): boolean {
  if (typeof matchMedia !== 'function') return true;
  touchOnly ??= matchMedia('(hover: none) and (pointer: coarse)');
  return !touchOnly.matches;
}

/** The key of a shortcut, drawn as a key cap on the button it presses. */
export function KeyHint({ shortcut }: { shortcut: string }) {
  const t = useT('console');
  if (!keysShown()) return null;
  return (
    <Kbd size="xs" ml={6} className={styles.keysOnly}>
      {shortcutText(shortcut, t)}
    </Kbd>
  );
}
