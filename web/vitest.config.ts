import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  // Keep Vite's cache with the root install instead of creating web/node_modules.
  cacheDir: '../node_modules/.vite/web',
  plugins: [react()],
  test: {
    // The root vitest.config.ts runs this file as its `web` project (`vitest run --project web`).
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.spec.tsx', 'src/**/*.spec.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // each file keeps a fresh worker and jsdom (about 0.6 s a file): sharing them let one file's
    // leftovers slow another's retry past its wait when the suite ran beside the server tiers
    maxWorkers: 2,
    // a test that waits on the app's own retries must not fail because the machine is busy
    testTimeout: 30_000,
  },
});
