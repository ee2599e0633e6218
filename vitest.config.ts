import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/** Integration settings: one Payload database per run (tests/support/int/global-setup.ts), shared by files one after another. */
const INT: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['tests/support/int/global-setup.ts'],
  setupFiles: ['tests/support/int/setup-env.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

/**
 * Integration files that need modules of their own, so they run after the others, each in a fresh module graph: they
 * load Payload against another database or storage, or mock a module.
 */
const OWN_MODULES = ['tests/int/database-down.test.ts', 'tests/int/media-s3.test.ts', 'tests/int/local-jobs.test.ts']

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest waits this long for its workers and servers to close once the reports are written, then exits anyway:
    // the integration run always waited out the whole default of 10 s ("close timed out"; the handle that holds it is not yet traced).
    teardownTimeout: 3_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/unit/setup-env.ts'],
          // One module graph per worker: each file no longer loads its imports afresh (about half the unit run's CPU).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          exclude: OWN_MODULES,
          // One module graph for every file: Payload and its config load once per run instead of once per file.
          isolate: false,
          // Groups run in order: unit tests (0), these (1), then the files with modules of their own (2).
          sequence: { groupOrder: 1 },
          ...INT,
        },
      },
      {
        extends: true,
        test: { name: 'int-own-modules', include: OWN_MODULES, sequence: { groupOrder: 2 }, ...INT },
      },
      {
        extends: true,
        test: {
          // Two production servers behind nginx (scripts/tools/lib/cluster.ts): needs a build; `npm test` provides it.
          name: 'multi',
          include: ['tests/multi/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own servers, nginx, Redis and Postgres: one set at a time on a small machine.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
