// Downloads a file from the API with progress: the answer is read as a stream, counting bytes
// against Content-Length (exports set it), then handed to the browser's save dialog through an
// object URL. A refusal comes back as the same ApiRequestError as any API call, so a 402 turns
// into an upgrade prompt and a 403 into a permission message.
import { apiErrorFrom, unanswered } from './api-client.ts';

export interface DownloadProgress {
  loaded: number;
  /** Null when the server did not say how large the file is (show an indeterminate bar). */
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The name from Content-Disposition: the UTF-8 `filename*` when given, else `filename`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below is still good.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/** Percent 0–100, or null when the size is unknown. */
export function percentOf(progress: DownloadProgress): number | null {
  if (progress.total === null || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

export async function fetchDownload(
  url: string,
  options: {
    fallbackName: string;
    onProgress?: (progress: DownloadProgress) => void;
    signal?: AbortSignal;
  },
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal: options.signal });
  } catch (cause) {
    throw unanswered(cause);
  }
  if (!response.ok) {
    throw apiErrorFrom(response, await response.json().catch(() => undefined));
  }

  const length = Number(response.headers.get('content-length'));
  // A compressed answer's Content-Length counts compressed bytes, not those the reader sees.
  const sized = Number.isFinite(length) && length > 0 && !response.headers.get('content-encoding');
  let total: number | null = sized ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const filename = filenameOf(response.headers.get('content-disposition'), options.fallbackName);
  const report = options.onProgress ?? (() => {});

  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  report({ loaded, total });
  try {
    if (!response.body) {
      const whole = new Uint8Array(await response.arrayBuffer());
      chunks.push(whole);
      loaded = whole.length;
    } else {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        loaded += value.length;
        if (total !== null && loaded > total) total = null;
        report({ loaded, total });
      }
    }
  } catch (cause) {
    throw unanswered(cause);
  }
  report({ loaded, total: total ?? loaded });
  return { blob: new Blob(chunks, { type }), filename };
}

/** Opens the browser's save for a blob. */
export function saveFile(file: DownloadedFile): void {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them a moment before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
