import { configDefaults, defineConfig } from 'vitest/config';
import { reactCompilerPlugin } from './build/react-compiler.ts';

// Tests that need a PostgreSQL server (several instances, a LISTEN connection to cut) are part of
// the suite only when TEST_DATABASE_URL names one, so a run without it lists nothing as skipped.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const postgresOnlyIntegrationTests = onPostgres
  ? []
  : ['tests/integration/live-reconnect.test.ts', 'tests/integration/public-site-instances.test.ts'];
const postgresOnlyFaultTests = onPostgres ? [] : ['tests/fault/two-instances.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // tests/docs/: the facts the docs state (versions, budgets), held to the code.
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'build/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'src/**/*.component.test.tsx'],
          environment: 'node',
        },
      },
      {
        // Components in a DOM (jsdom) with the network replaced: see src/web/testing/render.tsx.
        // Compiled by React Compiler as the build compiles them.
        plugins: [reactCompilerPlugin()],
        test: {
          name: 'component',
          include: ['src/web/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnlyIntegrationTests],
          environment: 'node',
          globalSetup: ['tests/integration/setup/pglite-template.ts'],
          setupFiles: ['tests/integration/setup/fail-on-noise.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'fault',
          include: ['tests/fault/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnlyFaultTests],
          environment: 'node',
          // Each file runs real server processes; one file at a time keeps 2 cores from thrashing.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
