/**
 * The architecture check (DESIGN.md section 1): dependencies point inward inside a module, modules
 * meet only at each other's index.ts, and web features stay independent of each other.
 */
const FRAMEWORKS =
  '(^|/)node_modules/(hono|@hono/|@mikro-orm/|inversify|@inversifyjs/|pino|openai|stripe|@google-cloud/|@node-rs/|pdfmake|unpdf|mammoth|nodemailer|@electric-sql/|pg/|@scalar/)';

module.exports = {
  forbidden: [
    {
      name: 'inner-layers-stay-pure',
      comment: 'domain/ and application/ import no framework, ORM, container or provider SDK',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/(domain|application)/' },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'inner-layers-ignore-the-edge',
      comment: 'domain/ and application/ never reach adapters, HTTP or persistence code',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/(domain|application)/' },
      to: {
        path: '^src/(modules/[^/]+/(adapters|http)/|shared/(http|persistence|logging)/|app\\.ts|composition-root\\.ts|main\\.ts)',
      },
    },
    {
      name: 'domain-is-innermost',
      comment: 'domain/ depends on nothing else in its module',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: '^src/modules/$1/(application|ports|adapters|http)/' },
    },
    {
      name: 'modules-meet-at-their-index',
      comment: "a module talks to another only through that module's index.ts",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/([^/]+)/.+',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-features-stay-apart',
      comment: 'a web feature imports the generated client, components/ui and lib, never another feature',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/modules/[^/]+/http/generated/', '^web/src/api/generated/', '^web/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
