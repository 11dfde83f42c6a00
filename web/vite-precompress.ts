import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser fetches from /assets; source maps and images are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|wasm)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible
 * output file, once, at build time, so the server streams them from disk instead of compressing
 * each response (see src/shared/http/web-app.ts). A variant that would not be smaller is skipped.
 */
export function precompress(): Plugin {
  return {
    name: 'interview-coach:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const files = Object.keys(bundle).filter(
        (file) => COMPRESSIBLE.test(file) && !file.split('/').some((part) => part.startsWith('.')),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          if (body.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${full}.br`, br);
          if (gzipped.length < body.length) await writeFile(`${full}.gz`, gzipped);
        }),
      );
    },
  };
}
