// Layers are enforced here, not by hope: Nx module boundaries over the project tags
// (see each project's package.json "nx.tags") plus banned external imports per layer.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
              sourceTag: 'layer:portal',
              onlyDependOnLibsWithTags: ['layer:domain', 'layer:api-client', 'layer:ui'],
            },
            {
              sourceTag: 'layer:server',
              onlyDependOnLibsWithTags: ['layer:domain', 'layer:api-client'],
              bannedExternalImports: ['react', 'react-dom'],
            },
            {
              sourceTag: 'layer:storybook',
              onlyDependOnLibsWithTags: ['layer:ui', 'layer:domain'],
            },
            // The e2e specs take the portal's addresses from the domain (routes.ts), as the portal does.
            { sourceTag: 'layer:e2e', onlyDependOnLibsWithTags: ['layer:domain'] },
            {
              sourceTag: 'layer:tools',
              onlyDependOnLibsWithTags: ['layer:domain', 'layer:api-client', 'layer:server'],
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle in any project's TS sources: in a circle, module order decides what is
    // initialised (a constant read before it is defined) and no module clearly owns what. Imports
    // are followed through the tsconfig paths (@portal/*) into the other projects' sources, so a
    // circle through another project is caught too; packages in node_modules are not entered
    // (ignoreExternal: no circle of ours runs through them, and skipping them keeps lint fast).
    // import-x never follows `import type` (erased before run time), so a circle that is
    // type-only in one direction passes: keep the direction one way by hand there too.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into .ts/.tsx too (import-x reads only .js files by default).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: fileURLToPath(new URL('./tsconfig.base.json', import.meta.url)),
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A source file says one thing: past 400 lines it is two files (a machine's view selector, a
    // screen's parts/, a client's resource). Stories, tests, fixtures and the seed's demo content
    // are data more than code and may run longer.
    // 'src/**' is the same files seen from a project's own config (apps/server, apps/portal),
    // whose patterns are read from its own folder.
    files: ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
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
  prettier,
);
