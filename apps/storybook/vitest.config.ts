import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: its play function runs and axe checks it, headless in Debian's Chromium
// (no browser download is possible on our machines, hence executablePath).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a test.
        optimizeDeps: {
          include: [
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
          ],
        },
        test: {
          name: 'storybook',
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
