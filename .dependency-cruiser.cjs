/**
 * The architecture check (docs/architecture.md section 1): dependencies point inward inside a module, modules
 * meet only at each other's index.ts, and web features stay independent of each other.
 */
const FRAMEWORKS =
  '(^|/)node_modules/(hono|@hono/|@mikro-orm/|inversify|@inversifyjs/|pino|openai|stripe|@google-cloud/|@node-rs/|pdfmake|unpdf|mammoth|nodemailer|@electric-sql/|pg/|pg-boss/|@scalar/)';

module.exports = {
  forbidden: [
    {
      name: 'inner-layers-stay-pure',
      comment:
        'domain/, application/, ports/ and a module surface (index.ts) reach no framework, ORM, container or provider SDK, not even through another file',
      severity: 'error',
      from: {
        path: '^src/modules/[^/]+/((domain|application|ports)/|index\\.ts$)',
        pathNot: '\\.spec\\.ts$',
      },
      to: { path: FRAMEWORKS, reachable: true },
    },
    {
      name: 'ports-see-only-the-domain',
      comment: 'ports/ import only their own domain/ (and other modules through their index.ts)',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/ports/' },
      to: { path: '^src/modules/$1/(application|adapters|http)/|^src/modules/$1/module\\.ts$' },
    },
    {
      name: 'inner-layers-ignore-the-edge',
      comment:
        'domain/, application/, ports/ and index.ts never reach adapters, HTTP, composition or persistence code',
      severity: 'error',
      from: {
        path: '^src/modules/[^/]+/((domain|application|ports)/|index\\.ts$)',
        pathNot: '\\.spec\\.ts$',
      },
      to: {
        path: '^src/(modules/[^/]+/(adapters|http)/|modules/[^/]+/module\\.ts$|shared/(http|persistence|logging|jobs|registry\\.ts|module\\.ts)|app\\.ts|composition-root\\.ts|main\\.ts)',
        reachable: true,
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
      comment: "a module talks to another only through that module's index.ts (never its module.ts)",
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
