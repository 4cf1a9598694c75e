// Brotli and gzip siblings (`app.js.br`, `app.js.gz`) of every compressible file of a web build,
// made once at the highest quality, so the server sends compressed bytes without compressing on
// each request (src/server/http/static-web.ts picks the sibling the browser accepts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images, fonts in woff/woff2 and archives are compressed already. */
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
]);

/** Below this, the headers outweigh what compression saves. */
const minimumBytes = 512;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function precompress(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && compressible.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  // zlib's asynchronous calls run on libuv's thread pool, a few files at a time.
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < minimumBytes) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A sibling no smaller than the file would only cost a decompression.
      if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
      summary.files += 1;
      summary.bytes += body.length;
      summary.brotliBytes += Math.min(br.length, body.length);
      summary.gzipBytes += Math.min(gz.length, body.length);
    }),
  );
  return summary;
}
