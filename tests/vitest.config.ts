import { defineConfig } from 'vitest/config';

// Unit tests are pure. API tests build the app on a fresh database each, copied from
// templates migrated and seeded once per run (PGlite dumps, or template databases on the
// server named by TEST_DATABASE_URL). Both projects share module instances within a
// worker (isolate: false), which saves loading them per file: the server keeps no
// module-level state and each API file builds its own app; unit tests reset the stores they use.
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    // Both cores: on a 2-core machine the default leaves one idle.
    maxWorkers: '100%',
    // `npm test` measures what the unit and API tests run of the code; a drop below these floors fails it.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/pages/**', 'src/**/*.d.ts'],
      reporter: ['text-summary'],
      reportsDirectory: 'coverage',
      thresholds: { statements: 60, branches: 52, functions: 55, lines: 61 },
    },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database-templates.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Whole server processes, started as their commands are, for what only a process shows: its start, its exit
      // on a fault or a signal, and what it does while its database is away.
      { test: { name: 'system', include: ['tests/system/**/*.test.ts'], environment: 'node', testTimeout: 90_000, hookTimeout: 60_000 } },
    ],
  },
});
