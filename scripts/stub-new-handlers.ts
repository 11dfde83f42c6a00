/**
 * Part of `make generate`. Orval scaffolds a handler file with an empty body for every new
 * operation; an empty body would crash at run time, so each one is given a body that answers
 * 501 NOT_IMPLEMENTED in the shared envelope until its module implements it, and its header says
 * the body is ours from now on. Bodies that already hold code are never touched, so running this
 * twice changes nothing.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const EMPTY_BODY = /async \(c: (\w+Context)\) => \{\s*\n\s*\},/g;
const IMPORT = "import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';";
const GENERATED = 'Written by `make generate` from openapi/openapi.yaml.';
const SCAFFOLDED = 'Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.';

export function stubEmptyHandler(source: string): string {
  if (!EMPTY_BODY.test(source)) return source;
  EMPTY_BODY.lastIndex = 0;
  let out = source
    .replace(EMPTY_BODY, 'async (_c: $1) => {\n    throw new NotImplementedError();\n  },')
    .replace(GENERATED, SCAFFOLDED);
  if (!out.includes(IMPORT)) {
    out = out.replace(
      "import { createFactory } from 'hono/factory';",
      `import { createFactory } from 'hono/factory';\n${IMPORT}`,
    );
  }
  return out;
}

function main(): void {
  const modulesDir = path.join(ROOT, 'src', 'modules');
  let stubbed = 0;
  for (const module of readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module, 'http', 'handlers');
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    } catch {
      continue;
    }
    for (const file of files) {
      const full = path.join(dir, file);
      const before = readFileSync(full, 'utf8');
      const after = stubEmptyHandler(before);
      if (after !== before) {
        writeFileSync(full, after);
        stubbed++;
      }
    }
  }
  if (stubbed > 0) console.log(`stubbed ${stubbed} new handler(s) with 501 NOT_IMPLEMENTED`);
}

if (import.meta.main) main();
