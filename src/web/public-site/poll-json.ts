// Reading a public page's JSON again, with the ETag of the last answer, so an unchanged page costs
// a 304 and no parsing.

/** One read; the new ETag and data, or null when unchanged or failed (the next read tries again). */
export async function readJson(
  url: string,
  etag: string | null,
): Promise<{ etag: string | null; data: unknown } | null> {
  try {
    const response = await fetch(url, {
      headers: etag === null ? { accept: 'application/json' } : { 'if-none-match': etag },
      cache: 'no-cache',
    });
    if (response.status !== 200) return null;
    return { etag: response.headers.get('etag'), data: await response.json() };
  } catch {
    return null;
  }
}

/** Reads `url` every `everyMs` while the page is visible, and at once when it becomes visible. */
export function pollJson(
  url: string,
  everyMs: number,
  onData: (data: unknown) => void,
): () => void {
  let etag: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function read() {
    const answer = await readJson(url, etag);
    if (answer === null) return;
    etag = answer.etag;
    onData(answer.data);
  }
  async function tick() {
    if (document.visibilityState === 'visible') await read();
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void read();
  };

  timer = setTimeout(() => void tick(), everyMs);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
