import { randomUUID } from 'node:crypto';

/** Opaque, unguessable ids for every management row (PRODUCT.md §2). */
export function newId(): string {
  return randomUUID();
}
