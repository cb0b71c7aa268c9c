import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine), but much of this
    // suite waits: on child servers, argon2's thread pool, sockets. Two workers at least.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // `npm run coverage` (scripts/coverage.mjs prints it by module and feature).
    coverage: {
      provider: 'v8',
      // Every source file, run by a test or not (a file no test loads counts as uncovered).
      // `src/**` is the web's own, for a run of its projects alone (`-- --project web …`).
      include: [
        'apps/server/src/**/*.ts',
        'apps/web/src/**/*.{ts,tsx}',
        'packages/domain/src/**/*.ts',
        'src/**/*.{ts,tsx}',
      ],
      exclude: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
      reporter: ['text-summary', 'json-summary'],
    },
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own tooling (browser finder and the like).
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file opens its own database; argon2 and PGlite are CPU-heavy on 2 cores.
          testTimeout: 30_000,
          // Files share a worker's module graph instead of importing the server afresh each:
          // measured on the 52 files, 155 s of imports became 5 s (12.2 → 7.9 CPU minutes).
          // Each file still builds its own app and database (test/test-app.ts); nothing a
          // test relies on lives in module state.
          isolate: false,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
