import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const webRoot = import.meta.dirname;

// Libraries every route needs go to one long-cached chunk; everything else is split per lazy route,
// so the landing page downloads only the router, React and its own module.
const frameworkModules =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  root: webRoot,
  // Keep Vite's cache with the root install instead of creating web/node_modules.
  cacheDir: '../node_modules/.vite/web',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/web-size-report.ts reads which chunks each route loads from here
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // lazy chunks are named by their hash alone: the entry lists every chunk's file name for
        // preloading, and the landing page pays for each letter (the manifest keeps the mapping)
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [{ name: 'framework', test: frameworkModules, priority: 10 }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
