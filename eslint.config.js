// Layers are enforced here, not by hope: Nx module boundaries over the project tags
// (see each project's package.json "nx.tags") plus banned external imports per layer.
// Import circles are refused by dependency-cruiser (.dependency-cruiser.cjs, run by tools' lint),
// which also follows `import type` and `import()`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const QUERIES_IN_REPOSITORIES =
  'Queries live in src/repositories (no SQL outside the db layer, so every query is found in one place); import a repository function. `import type` from drizzle-orm is fine.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-build-*/**',
      '**/storybook-static/**',
      'data/**',
      '**/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.storybook/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            {
              sourceTag: 'layer:domain',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: [
                'react',
                'react-dom',
                'react-router-dom',
                '@xstate/react',
                'hono',
                'pg',
                'drizzle-orm',
                '@electric-sql/pglite',
                '@ts-rest/*',
              ],
            },
            {
              sourceTag: 'layer:api-client',
              onlyDependOnLibsWithTags: ['layer:domain'],
              bannedExternalImports: [
                'react',
                'react-dom',
                'hono',
                'pg',
                'drizzle-orm',
                '@electric-sql/pglite',
              ],
            },
            {
              sourceTag: 'layer:ui',
              onlyDependOnLibsWithTags: ['layer:domain'],
              bannedExternalImports: [
                'xstate',
                '@xstate/react',
                '@ts-rest/*',
                'react-router-dom',
                'hono',
                'pg',
                'drizzle-orm',
              ],
            },
            {
              // test-support only from its test config: the rule below keeps it out of the app.
              sourceTag: 'layer:portal',
              onlyDependOnLibsWithTags: [
                'layer:domain',
                'layer:api-client',
                'layer:ui',
                'layer:test-support',
              ],
            },
            {
              // test-support only from the tests: the rule below keeps it out of the server itself.
              sourceTag: 'layer:server',
              onlyDependOnLibsWithTags: ['layer:domain', 'layer:api-client', 'layer:test-support'],
              bannedExternalImports: ['react', 'react-dom'],
            },
            {
              sourceTag: 'layer:storybook',
              onlyDependOnLibsWithTags: ['layer:ui', 'layer:domain', 'layer:test-support'],
            },
            // The e2e specs take the portal's addresses from the domain (routes.ts), as the portal does.
            {
              sourceTag: 'layer:e2e',
              onlyDependOnLibsWithTags: ['layer:domain', 'layer:test-support'],
            },
            { sourceTag: 'layer:test-support', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'layer:tools',
              onlyDependOnLibsWithTags: [
                'layer:domain',
                'layer:api-client',
                'layer:server',
                'layer:test-support',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // The server's and the portal's own code never run a browser or read a zip back:
    // test-support is for their tests.
    files: ['apps/server/src/**/*.ts', 'apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@portal/test-support', message: 'Only tests use @portal/test-support.' },
          ],
        },
      ],
    },
  },
  {
    // A source file says one thing: past 400 lines it is two files (a machine's view selector, a
    // screen's parts/, a client's resource). Stories, tests, fixtures and the seed's demo content
    // are data more than code and may run longer.
    files: ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.{test,spec}.{ts,tsx}',
      '**/*.stories.tsx',
      '**/*.fixtures.ts',
      '**/{test,testing,fixtures}/**',
      '**/src/seed/demo-data.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  // The ui kit's colours and breakpoints come from its theme (libs/ui/src/theme: `vars.color.*`,
  // `media.*`), so a second theme or a new breakpoint touches one folder. Stories are included:
  // a story's inline colour is as much a leak, and the few image fixtures that carry their own
  // colours say so with an eslint-disable comment. Only string and template-literal text is
  // matched, where CSS lives in vanilla-extract and JSX.
  {
    files: ['libs/ui/src/**/*.{ts,tsx}'],
    ignores: ['libs/ui/src/theme/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/%s/]', 'TemplateElement[value.raw=/%s/]'].flatMap((selector) => [
          {
            selector: selector.replace('%s', '#[0-9a-fA-F]{3,8}\\b'),
            message: 'A raw colour: use a theme token (vars.color.*, libs/ui/src/theme).',
          },
          {
            selector: selector.replace('%s', '\\b(rgba?|hsla?)\\('),
            message: 'A raw colour: use a theme token (vars.color.*, libs/ui/src/theme).',
          },
          {
            selector: selector.replace('%s', '(min|max)-(width|height)\\s*:\\s*[0-9.]+px'),
            message: 'A pixel breakpoint: use media.* from libs/ui/src/theme/breakpoints.ts.',
          },
        ]),
      ],
    },
  },
  {
    // The server's handlers, services and auth call repositories; only src/db, src/repositories,
    // src/seed, src/cli and tests build queries. Type imports stay allowed (e.g. a column type in
    // a signature).
    files: ['apps/server/src/{services,auth,routes,http}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: QUERIES_IN_REPOSITORIES, allowTypeImports: true },
          ],
          patterns: [
            { group: ['drizzle-orm/*'], message: QUERIES_IN_REPOSITORIES, allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // A bundle invariant of the portal: the typed API client (contract and zod schemas of every
    // resource) reaches the browser only through `loadApi()`/`callApi()` of src/app/api.ts, as a
    // chunk of its own. Any other value import of @portal/api-client would pull it back into the
    // chunk that imports it (for src/app, the login page's entry chunk); types are free.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['apps/portal/src/app/api-instance.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/api-client',
              allowTypeImports: true,
              message:
                'Load the client on first use: callApi()/loadApi() from src/app/api.ts (import type is fine).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
