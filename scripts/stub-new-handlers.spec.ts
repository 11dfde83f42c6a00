import { describe, expect, it } from 'vitest';
import { stubEmptyHandler } from './stub-new-handlers.ts';

const scaffold = `/**
 * Written by \`make generate\` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { GetThingContext } from '../generated/things.context.ts';

const factory = createFactory();
export const getThingHandlers = factory.createHandlers(
async (c: GetThingContext) => {

  },
);`;

describe('stubEmptyHandler', () => {
  it('gives an empty scaffold a 501 body and its import', () => {
    const out = stubEmptyHandler(scaffold);
    expect(out).toContain('async (_c: GetThingContext) => {\n    throw new NotImplementedError();\n  },');
    expect(out).toContain("import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';");
    expect(out).toContain('Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.');
  });

  it('leaves an implemented handler alone and is idempotent', () => {
    const implemented = scaffold.replace('{\n\n  }', '{ return c.json({ ok: true }); }');
    expect(stubEmptyHandler(implemented)).toBe(implemented);
    const once = stubEmptyHandler(scaffold);
    expect(stubEmptyHandler(once)).toBe(once);
  });
});
