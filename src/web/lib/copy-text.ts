// Copying text for a person: a link for another device, an invite code, an embed's code. The
// Clipboard API exists only in a secure context (HTTPS or localhost), and a venue's tablets reach
// the laptop over plain HTTP at its LAN address, where it is missing: there the text is copied the
// older way, selected in a field the person never sees and copied with execCommand, which browsers
// still allow from a click. Either may be refused; the caller then shows the text to copy by hand.

/** Whether `text` is on the clipboard. Call it from the click itself: the fallback needs one. */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (a permission, a document without focus): the older way may still work.
    }
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only keeps a phone's keyboard from opening; fixed at the top keeps the page from scrolling.
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  Object.assign(field.style, { position: 'fixed', top: '0', left: '0', opacity: '0' });
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(field);
  field.select();
  field.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus({ preventScroll: true });
  return copied;
}

/** The copy shortcut as the person's keyboard names it. */
export function copyShortcut(): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘C' : 'Ctrl+C';
}
