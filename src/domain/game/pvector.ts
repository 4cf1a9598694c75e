// An append-only list that is plain data (it survives JSON as it is) and that a new state can
// extend without copying what older states share: full chunks are never changed again, so
// appending copies at most one chunk and, every CHUNK appends, the list of chunks. A game's log
// of 27,000 events grows by one event at about the cost of copying a hundred pointers.

const CHUNK = 64;

export interface PVector<T> {
  /** Full chunks of CHUNK items each, never changed once full. */
  readonly chunks: readonly (readonly T[])[];
  /** The items after the last full chunk (fewer than CHUNK). */
  readonly tail: readonly T[];
}

export function emptyVector<T>(): PVector<T> {
  return { chunks: [], tail: [] };
}

export function vectorSize(v: PVector<unknown>): number {
  return v.chunks.length * CHUNK + v.tail.length;
}

/** `v` with `item` appended (v itself is unchanged). */
export function pushed<T>(v: PVector<T>, item: T): PVector<T> {
  const tail = [...v.tail, item];
  return tail.length === CHUNK
    ? { chunks: [...v.chunks, tail], tail: [] }
    : { chunks: v.chunks, tail };
}

export function vectorOf<T>(items: readonly T[]): PVector<T> {
  const chunks: T[][] = [];
  let i = 0;
  for (; i + CHUNK <= items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return { chunks, tail: items.slice(i) };
}

export function toArray<T>(v: PVector<T>): T[] {
  return [...v.chunks.flat(), ...v.tail] as T[];
}

export function lastItem<T>(v: PVector<T>): T | undefined {
  return v.tail.at(-1) ?? v.chunks.at(-1)?.at(-1);
}

/** Calls `fn` on each item, newest first, until it returns true. */
export function findFromEnd<T>(v: PVector<T>, fn: (item: T) => boolean): T | undefined {
  for (let i = v.tail.length - 1; i >= 0; i--) if (fn(v.tail[i]!)) return v.tail[i];
  for (let c = v.chunks.length - 1; c >= 0; c--) {
    const chunk = v.chunks[c]!;
    for (let i = chunk.length - 1; i >= 0; i--) if (fn(chunk[i]!)) return chunk[i];
  }
  return undefined;
}

export function forEachItem<T>(v: PVector<T>, fn: (item: T) => void): void {
  for (const chunk of v.chunks) for (const item of chunk) fn(item);
  for (const item of v.tail) fn(item);
}
