// The server's own lint rules on top of the workspace's (layers, style).
import root from '../../eslint.config.js';

const QUERIES_IN_REPOSITORIES =
  'Queries live in src/repositories (no SQL outside the db layer, so every query is found in one place); import a repository function. `import type` from drizzle-orm is fine.';

export default [
  ...root,
  {
    // Handlers, services and auth call repositories; only src/db, src/repositories, src/seed,
    // src/cli and tests build queries. Type imports stay allowed (e.g. a column type in a signature).
    files: ['src/services/**/*.ts', 'src/auth/**/*.ts', 'src/routes/**/*.ts', 'src/http/**/*.ts'],
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
];
