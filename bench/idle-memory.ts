// Resident memory of an idle server on an empty data directory, as `npm start` leaves it: the
// server process and any process it started, read from /proc (Linux) a few seconds after the
// first healthy answer, with the part of it that is PGlite's WebAssembly memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server-process.ts';

export interface IdleMemory {
  /** VmRSS of the server and the processes it started, in bytes. */
  rss: number;
  /** Of which anonymous memory (heaps) and mapped files (the node binary, libraries). */
  anon: number;
  file: number;
  /** Resident part of PGlite's WebAssembly memory (the database's buffers and caches). */
  wasm: number;
  /** Processes the server had started and still ran. */
  children: number;
}

export async function idleMemoryBench({ idleMs }: { idleMs: number }): Promise<IdleMemory> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-idle-'));
  try {
    const server = await startServer({ DATA_DIR: dir });
    try {
      await new Promise((r) => setTimeout(r, idleMs));
      const pid = server.process.pid!;
      const children = descendants(pid);
      const total = { rss: 0, anon: 0, file: 0, wasm: 0, children: children.length };
      for (const p of [pid, ...children]) {
        const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
        total.rss += kibField(status, 'VmRSS');
        total.anon += kibField(status, 'RssAnon');
        total.file += kibField(status, 'RssFile');
        total.wasm += wasmResident(p);
      }
      return total;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function kibField(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`/proc status has no ${name}`);
  return Number(match[1]) * 1024;
}

function descendants(pid: number): number[] {
  const found: number[] = [];
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const list = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
    for (const child of list ? list.split(' ').map(Number) : []) {
      found.push(child, ...descendants(child));
    }
  }
  return found;
}

// A WebAssembly memory is one anonymous read-write mapping of at least its initial size (PGlite's
// is 128 MB); V8's heap pages and malloc's arenas are far smaller, so the large ones are PGlite's.
function wasmResident(pid: number): number {
  const minimum = 128 * 1024 * 1024;
  let size = 0;
  let resident = 0;
  let anonymousRw = false;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      size = parseInt(mapping[2]!, 16) - parseInt(mapping[1]!, 16);
      anonymousRw = mapping[3]!.startsWith('rw') && mapping[4] === '';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && anonymousRw && size >= minimum) resident += Number(rss[1]) * 1024;
  }
  return resident;
}
