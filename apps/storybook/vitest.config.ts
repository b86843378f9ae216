import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: its play function runs and axe checks it, in the test browser of
// @portal/test-support. That import is TypeScript inside the workspace, which Vite's default
// config loader leaves to Node as an external package: `vitest run --configLoader runner`
// (package.json) loads the config through Vite's module runner, which compiles it.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Every dependency the stories reach, pre-bundled before the first test, and none found
        // later. On a cold cache (a fresh clone) Vite otherwise goes on crawling imports while
        // the tests run, and when it finds a dependency its first bundle lacked it bundles again
        // and reloads the page ("optimized dependencies changed. reloading"): the page under
        // Vitest, whose websocket to it then closes ("Browser connection was closed while
        // running tests"). With discovery off a dependency missing here is served as it is: an
        // ESM one works, a CommonJS one fails its stories on every run, never now and then.
        optimizeDeps: {
          noDiscovery: true,
          include: [
            '@dnd-kit/core',
            '@dnd-kit/sortable',
            '@dnd-kit/utilities',
            '@tanstack/react-virtual',
            'dompurify',
            'marked',
            'uplot',
            '@vanilla-extract/recipes/createRuntimeFn',
            'react',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'storybook/test',
            'axe-core',
            'xstate',
            'date-fns',
            'date-fns/locale',
            'react-number-format',
            // What the Storybook and Vitest plugins' own modules import, as a cold run bundled
            // it: served unbundled, these would be second copies beside the ones inside the
            // bundles above.
            '@opentelemetry/api',
            '@storybook/global',
            '@storybook/react-dom-shim',
            'expect-type',
            'storybook/internal/channels',
            'storybook/internal/docs-tools',
            'storybook/internal/preview-api',
            'storybook/internal/preview-errors',
          ],
        },
        test: {
          name: 'storybook',
          // The introduction (Docs only) holds no story to test; the plugin's own exclusion of
          // .mdx files matches only under this folder, not in libs/ui where it lives.
          exclude: ['../../libs/ui/src/**/*.mdx'],
          // Story files share one page's module graph instead of each loading React, XState and
          // the components again in a fresh iframe (setup 47 s → 11 s over 9 files). Stories keep
          // nothing between them: each renders into a new root, and the a11y check reads only it.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
