// A random id per browser, so the log and the operators' monitor can tell devices apart. Kept in
// localStorage so a reload or a browser restart is still the same device.
const storageKey = 'tempo-device-id';
let cached: string | null = null;

function randomId(): string {
  // getRandomValues, not randomUUID: a venue laptop reached over plain http on a LAN address is
  // not a secure context, and randomUUID only exists in secure contexts.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  if (cached !== null) return cached;
  let id: string | null = null;
  try {
    id = localStorage.getItem(storageKey);
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): an id per page load still works.
  }
  if (id === null || id.length < 8 || id.length > 64) {
    id = randomId();
    try {
      localStorage.setItem(storageKey, id);
    } catch {
      // See above: keep the in-memory id.
    }
  }
  cached = id;
  return id;
}
