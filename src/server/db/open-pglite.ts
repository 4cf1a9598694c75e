// Opens embedded PostgreSQL (PGlite) with settings sized for one process on a small machine.
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's buffer pool lives in PGlite's WebAssembly memory, which is written in full when the
 * database starts and never given back, so its size is resident for the life of the process: at
 * the default 128 MB it was a quarter of an idle server. 16 MB holds the pages a busy evening of
 * games reads and writes; the data files are ordinary files, so a page that does not fit is read
 * from the operating system's file cache, not from the disk.
 *
 * PGlite runs in the server's own thread, so anything it does in one statement holds every other
 * request. By default a new 16 MB write-ahead-log file is first written full of zeros: 80–120 ms
 * that fell on whichever write crossed into it (GET /api/time p99 97–113 ms during the undo
 * storm, 25–32 ms without). Without zero-filling only the file's last byte is written; recovery
 * stops at the first record whose header or checksum does not match, zeros or not.
 */
const settings = ['shared_buffers=16MB', 'wal_init_zero=off'];

/** `dataDir` undefined keeps the database in memory; `template` is a dump to start from. */
export function openPglite(dataDir: string | undefined, template?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, {
    ...(template ? { loadDataDir: template } : {}),
    startParams: [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])],
  });
}
