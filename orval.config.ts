import { defineConfig } from 'orval';

const CONTRACT = './openapi/openapi.yaml';
// Short and true for every file written: route tables, validators and the handler scaffolds
// (handler bodies are ours; everything under generated/ is rewritten on every run).
const header = () => ['Written by `make generate` from openapi/openapi.yaml.'];
const MODULES = [
  'operations',
  'identity',
  'documents',
  'interviewing',
  'polishing',
  'billing',
  'support',
  'admin',
] as const;

/** One Hono target per module (filtered by tag), so each module owns its routes and handlers. */
const serverTargets = Object.fromEntries(
  MODULES.map((module) => [
    module,
    {
      input: { target: CONTRACT, filters: { tags: [module] } },
      output: {
        mode: 'split' as const,
        client: 'hono' as const,
        target: `src/modules/${module}/http/generated/${module}.ts`,
        tsconfig: './tsconfig.json',
        clean: true,
        override: {
          header,
          hono: {
            handlers: `src/modules/${module}/http/handlers`,
            // our validator (src/shared/http/validator.ts) answers failures in the shared envelope
            validator: false,
            validatorOutputPath: 'src/shared/http/validator.ts',
            // the composite route table imports handlers with their .ts extension, as Node needs
            compositeRoute: `src/modules/${module}/http/generated/${module}.routes.ts`,
            handlerGenerationStrategy: 'smart' as const,
          },
          zod: { coerce: { query: true, param: true } },
        },
      },
    },
  ]),
);

export default defineConfig({
  ...serverTargets,
  web: {
    input: { target: CONTRACT },
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'fetch',
      target: 'web/src/api/generated/endpoints.ts',
      schemas: 'web/src/api/generated/model',
      mock: true,
      clean: true,
      override: {
        header,
        mutator: { path: 'web/src/lib/api-client.ts', name: 'customFetch' },
        fetch: { includeHttpResponseReturnType: false },
        query: { version: 5 },
      },
    },
  },
});
