import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate`) and applied at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/tournament-schema.ts',
    './src/server/db/billing-schema.ts',
    './src/server/db/live-schema.ts',
    './src/server/db/season-stats-schema.ts',
  ],
  out: './src/server/db/migrations',
});
