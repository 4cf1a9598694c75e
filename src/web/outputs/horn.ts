// The horn at 0.0. Browsers only let a page make sound after a person interacts with it, so the
// scoreboard shows a "Sound on" button; OBS and kiosk browsers that allow autoplay need no click.
// Whether they do is asked only when a horn is due: making the first AudioContext starts the
// browser's audio service, a task of 120–170 ms on a laptop (the whole start of the page, four
// times slower on a phone), which every fan who opens the scoreboard paid at load for a horn most
// of them never hear.
let context: AudioContext | null = null;
let muted = false;
/** Whether a context was made without a click, once: a refused one is not asked for again. */
let askedWithoutClick = false;
const listeners = new Set<() => void>();

function notify() {
  for (const fn of listeners) fn();
}

export function subscribeSound(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function soundOn(): boolean {
  return !muted && context !== null && context.state === 'running';
}

/** Call from a click: creates or resumes the audio context. */
export async function enableSound(): Promise<void> {
  muted = false;
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  context.onstatechange = notify;
  await context.resume();
  notify();
}

export function disableSound(): void {
  muted = true;
  notify();
}

/**
 * Kiosk browsers and OBS allow sound without a click: find out once, quietly (a suspended context
 * is closed again, and the button stays).
 */
function tryContextWithoutClick(): void {
  if (askedWithoutClick || typeof AudioContext === 'undefined') return;
  askedWithoutClick = true;
  const probe = new AudioContext();
  if (probe.state === 'running') {
    context = probe;
    context.onstatechange = notify;
    notify();
  } else {
    void probe.close();
  }
}

/** A buzzer: two detuned square waves, loud at once, cut off after ~1.2 s. */
export function playHorn(durationS = 1.2): void {
  if (context === null && !muted) tryContextWithoutClick();
  if (!soundOn() || context === null) return;
  const start = context.currentTime + 0.01;
  const gain = context.createGain();
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(0.18, start + 0.02);
  gain.gain.setValueAtTime(0.18, start + durationS - 0.05);
  gain.gain.linearRampToValueAtTime(0, start + durationS);
  gain.connect(context.destination);
  for (const frequency of [233, 311]) {
    const oscillator = context.createOscillator();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + durationS);
  }
}
