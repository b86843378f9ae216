// No import circle anywhere in the workspace's sources, type-only and dynamic imports included: in a
// circle, module order decides what is initialised (a constant read before it is defined), and
// even a circle of types says that no module clearly owns what. `npm run lint -w tools` runs it
// (its lint target reads every project's sources); by hand: `npx depcruise libs apps tools`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type-only and dynamic imports count): move what both sides share ' +
        'into a module of its own that imports neither.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Packages are resolved (so @portal/* and relative imports are told from them) but not
    // entered: no circle of ours runs through node_modules.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: {
      path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)test-build-', '(^|/)storybook-static/'],
    },
    // Keep `import type` and type-only re-exports, which TypeScript erases before run time.
    tsPreCompilationDeps: true,
    // The workspace's paths (@portal/domain, ...) lead into the other projects' sources.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
