// What kind of device this is, for the name a console gives its device until the crew names it
// ("Time & score · tablet"). Read from the browser, not asked: a phone says so in its user agent
// (or its client hints); a touch screen without a mouse is a tablet unless its short side is a
// phone's; anything with a mouse is a computer.
export type DeviceForm = 'phone' | 'tablet' | 'computer';

/** Shorter than this (CSS px, the screen's short side) a touch screen is held as a phone. */
const phoneShortSide = 600;

export function deviceForm(): DeviceForm {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  const ua = nav.userAgent;
  // An iPad says iPad (and Mobile), or Macintosh with touch; an Android tablet Android without
  // Mobile.
  if (/iPad|Tablet/.test(ua)) return 'tablet';
  if (/iPhone|Android.+Mobile|Mobi/.test(ua)) return 'phone';
  if (/Android/.test(ua)) return 'tablet';
  if (nav.userAgentData?.mobile === true) return 'phone';
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  if (!coarse) return 'computer';
  const shortSide = Math.min(screen.width, screen.height);
  return shortSide < phoneShortSide ? 'phone' : 'tablet';
}
