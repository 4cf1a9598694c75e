import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/** Drizzle's SQL migrations, shared by both engines. */
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
