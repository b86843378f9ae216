// Layers are enforced here, not by hope: Nx module boundaries over the project tags
// (see each project's package.json "nx.tags") plus banned external imports per layer.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
            { sourceTag: 'layer:e2e', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'layer:tools',
              onlyDependOnLibsWithTags: ['layer:domain', 'layer:api-client', 'layer:server'],
            },
          ],
        },
      ],
    },
  },
  prettier,
);
