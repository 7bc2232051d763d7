import { defineConfig } from 'vitest/config';

// Unit tests are pure; API tests build the app on a fresh database each (PGlite in
// memory, or a fresh schema on the server named by TEST_DATABASE_URL).
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
    ],
  },
});
