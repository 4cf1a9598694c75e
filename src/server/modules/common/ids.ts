import { randomUUID } from 'node:crypto';

/** Opaque, unguessable ids for every management row (docs/product/league-data.md). */
export function newId(): string {
  return randomUUID();
}
