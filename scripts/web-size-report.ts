/**
 * Run after `vite build`: prints the JavaScript each route downloads before it can render (the entry
 * chunk, the route's own lazy chunks and everything they import statically), gzipped as the server
 * sends it, and exits non-zero past the docs/architecture.md section 8 budgets. Chunks a route loads only on
 * demand (dynamic imports) are not counted: that is what keeps heavy parts off the first paint.
 *
 *   node scripts/web-size-report.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteBudget {
  name: string;
  /** Manifest keys (source paths) the route needs before it renders; index.html is the entry. */
  modules: string[];
  /** Budget for the gzipped JavaScript, in kB (1,000 bytes, as Vite reports). */
  budgetKb: number;
}

export const ROUTES: RouteBudget[] = [
  {
    name: 'landing (/)',
    modules: ['index.html', 'src/features/landing/landing-page.tsx'],
    budgetKb: 120,
  },
  {
    // the first screen after sign-in: query scope, the member shell and the dashboard inside it
    name: 'signed-in shell (/dashboard)',
    modules: [
      'index.html',
      'src/app/query-scope.tsx',
      'src/app/layouts/shell-layout.tsx',
      'src/features/dashboard/dashboard-page.tsx',
    ],
    budgetKb: 250,
  },
];

/** Output files (JavaScript and CSS) that loading `modules` pulls in through static imports. */
export function routeFiles(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest; has the module moved?`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return { js, css: [...css] };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

function sizes(distDir: string, files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const body = readFileSync(path.join(distDir, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length;
  }
  return { raw, gzip, brotli };
}

function main() {
  const distDir = path.resolve(process.argv[2] ?? 'web/dist');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  let over = 0;
  console.log('\nJavaScript per route (static imports only), kB:');
  console.log(`  ${'route'.padEnd(30)}  chunks      raw     gzip   brotli   budget (gzip)`);
  for (const route of ROUTES) {
    const { js, css } = routeFiles(manifest, route.modules);
    const s = sizes(distDir, js);
    const fits = s.gzip <= route.budgetKb * 1000;
    if (!fits) over += 1;
    console.log(
      `  ${route.name.padEnd(30)}  ${String(js.length).padStart(6)}  ${kb(s.raw)}  ${kb(s.gzip)}  ${kb(s.brotli)}` +
        `   ${String(route.budgetKb).padStart(4)}  ${fits ? 'ok' : 'OVER BUDGET'}`,
    );
    const c = sizes(distDir, css);
    console.log(
      `  ${'  + CSS'.padEnd(30)}  ${String(css.length).padStart(6)}  ${kb(c.raw)}  ${kb(c.gzip)}  ${kb(c.brotli)}`,
    );
  }
  if (over > 0) {
    console.error(
      `\n${over} route(s) over the docs/architecture.md section 8 budget; split heavy modules behind lazy imports.`,
    );
    process.exit(1);
  }
}

if (import.meta.main) main();
