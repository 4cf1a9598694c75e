// The ids in paths and bodies, apart from any entity's schemas: every endpoint's parameters use
// it, and a page that loads one endpoint should not build the schemas of the tournaments' pages.
import { storableString } from './storable-string.ts';

/** Opaque ids in paths: anything else is a 404, never a database error. */
export const idSchema = storableString().min(1).max(64);
