// The workspace's rules, plus one bundle invariant of the portal: the typed API client (contract
// and zod schemas of every resource) reaches the browser only through `loadApi()`/`callApi()` of
// src/app/api.ts, as a chunk of its own. Any other value import of @portal/api-client would pull
// it back into the chunk that imports it (for src/app, the login page's entry chunk); types are free.
import workspace from '../../eslint.config.js';

export default [
  ...workspace,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/api-instance.ts', 'src/**/*.test.{ts,tsx}'],
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
];
