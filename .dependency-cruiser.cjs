/**
 * The import rules `npm run lint` keeps (`depcruise src payload.config.ts scripts`). Type-only imports count: a circle of
 * types is still a circle for whoever reads the code.
 * Layers, top to bottom: routes (src/app) → components → collections, globals, hooks, jobs, fields, access → src/lib
 * (features → the data layer src/lib/cms → the platform src/lib/platform; src/content is data any of them reads).
 * Scripts: what production runs (scripts/, scripts/lib/) apart from the developers' tools (scripts/tools/).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import one way; a circle means a module belongs lower down or a piece should move out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-at-the-bottom',
      severity: 'error',
      comment:
        'src/lib is the bottom layer: it imports no components, hooks, jobs, collections, globals, routes, access rules ' +
        'or shared fields (the role vocabulary they share is src/lib/platform/roles.ts).',
      from: { path: '^src/lib/' },
      to: { path: '^src/(components|hooks|jobs|collections|globals|app|access|fields)/' },
    },
    {
      name: 'platform-at-the-bottom',
      severity: 'error',
      comment:
        'src/lib/platform is the plumbing every feature stands on (database, env, rate limits, mail, logs, signed ' +
        'links, business facts, roles): it imports no other src/lib folder.',
      from: { path: '^src/lib/platform/' },
      to: { path: '^src/lib/', pathNot: '^src/lib/platform/' },
    },
    {
      name: 'cms-knows-no-feature',
      severity: 'error',
      comment:
        "src/lib/cms holds the generic cached, tagged getters; a feature's own readers live in the feature, so the data " +
        'layer imports only itself and the platform (and the content in src/content).',
      from: { path: '^src/lib/cms/' },
      to: { path: '^src/lib/', pathNot: '^src/lib/(cms|platform)/' },
    },
    {
      name: 'content-is-data',
      severity: 'error',
      comment:
        'src/content is data read at run time (areas, CMS defaults, option lists) and the types of that data: it imports ' +
        'no code from src/lib, so every layer can read it.',
      from: { path: '^src/content/' },
      to: { path: '^src/lib/' },
    },
    {
      name: 'no-folder-cycles-in-lib',
      severity: 'error',
      comment:
        'Folders of src/lib import one way: two features that import each other, directly or round a longer loop, ' +
        'mean a piece belongs lower down (platform, format, src/content) or in one of them.',
      scope: 'folder',
      from: { path: '^src/lib/' },
      to: { path: '^src/lib/', circular: true, viaOnly: { path: '^src/lib/' } },
    },
    {
      name: 'orders-through-its-face',
      severity: 'error',
      comment:
        "src/lib/orders is the order's wing (a quote's whole life): code outside it imports only its faces, index.ts " +
        "(server code), client.ts (what a 'use client' component may load) and paymentForm.ts (the fitting payment " +
        "form's rules, loaded on first use); the files inside are the wing's own.",
      from: { pathNot: '^src/lib/orders/' },
      to: { path: '^src/lib/orders/', pathNot: '^src/lib/orders/(index|client|paymentForm)\\.ts$' },
    },
    {
      name: 'config-from-the-top-only',
      severity: 'error',
      comment:
        "Only routes and the data layer's one client module import the Payload config; hooks, jobs and lib modules " +
        'take Payload from their caller (req.payload).',
      from: { path: '^src/', pathNot: '^src/(app/|lib/cms/payload\\.ts$)' },
      to: { path: '^payload\\.config\\.ts$' },
    },
    {
      name: 'hooks-take-payload-from-req',
      severity: 'error',
      comment:
        'The Payload config loads the collections, globals, hooks and jobs, so none of them may reach the client ' +
        'module (or the cached getters built on it): they read through the Payload instance they are given.',
      from: { path: '^src/(collections|globals|hooks|jobs|fields|access)/' },
      to: { path: '^src/lib/cms/payload\\.ts$', reachable: true },
    },
    {
      name: 'runtime-scripts-without-tools',
      severity: 'error',
      comment:
        'Production runs scripts/ and scripts/lib/ only; the test runner, benchmarks, audits and dev helpers in ' +
        'scripts/tools/ may use them, never the other way round.',
      from: { path: '^scripts/', pathNot: '^scripts/tools/' },
      to: { path: '^scripts/tools/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/payload-types\\.ts$|^src/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
}
