import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { testFilesMocking } from '@portal/test-support';

// The tests' own config, apart from the build's (vite.config.ts): they need the JSX and
// vanilla-extract transforms, not the build's bundling, prerendering, compression and service
// worker. vanilla-extract's 'transform' mode gives each stylesheet its file scope and lets it run
// as the tests import it; its default mode compiles stylesheets in a Vite of its own, which loads
// this file again without the workspace's TypeScript loader.
const here = fileURLToPath(new URL('.', import.meta.url));
const mocking = testFilesMocking(here);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ unstable_mode: 'transform' })],
  test: {
    environment: 'node',
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mocking,
          // The containers' tests keep no module state between files (fake timers are put back
          // after each): one module graph in threads instead of one per file, whose loading took
          // 92 s of 115.
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that replaces a module (`vi.mock`) gets a graph of its own: in a shared one, an
        // earlier file of the same thread may already have loaded that module unmocked.
        test: { name: 'module mocks', include: mocking, isolate: true },
      },
    ],
  },
});
