import { defineConfig } from 'vitest/config';

/**
 * The test tiers of docs/architecture.md section 6 as vitest projects: `--project unit`, `checks`, `integration`,
 * `web` and `e2e`. Gherkin acceptance features run under cucumber (npm run test:acceptance).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // unit specs are pure: workers run them all without a fresh module graph per file (about
          // four times faster; a spec that leaves state behind is a bug in that spec)
          isolate: false,
          maxWorkers: 2,
          // a busy machine slows everything: 5 s (the default) failed the coach command's spec under
          // load, and 20 s the quality sets (each scores a whole labelled set) with every core busy
          testTimeout: 60_000,
          // the quality sets parse every resume and job of the set once, before their tests
          hookTimeout: 60_000,
          include: ['src/**/*.spec.ts', 'scripts/**/*.spec.ts'],
          exclude: ['**/*.int.spec.ts', '**/*.check.spec.ts', '**/node_modules/**'],
        },
      },
      {
        // timed checks of whole entry points against hostile input, kept apart from the fast unit tier
        test: {
          name: 'checks',
          environment: 'node',
          include: ['src/**/*.check.spec.ts', 'scripts/**/*.check.spec.ts'],
          testTimeout: 30_000,
          // timing checks run after the other tiers, one file at a time, with the machine to themselves
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['src/**/*.int.spec.ts', 'test/**/*.int.spec.ts'],
          setupFiles: ['test/support/msw-setup.ts'],
          // generous: with every core busy a test that waits for jobs or a worker took over 30 s
          testTimeout: 60_000,
          // a file's app and database start in its first hook, which took over a minute under load
          hookTimeout: 120_000,
          // each file boots its own database; two at a time fits a 2-core machine
          maxWorkers: 2,
          // every file makes its own app over its own database (from a template): files share a
          // worker and its loaded modules instead of importing the whole product again per file
          isolate: false,
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.e2e.ts'],
          // a step of a journey (a whole interview, a polish) took over a minute with every core busy
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // one file at a time: two side by side saved about 20 s on a quiet machine, nothing under
          // load, and once left a dialog unopened for 30 s while busy processes took the cores
          fileParallelism: false,
        },
      },
    ],
  },
});
