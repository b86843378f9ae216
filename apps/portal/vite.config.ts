/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The dev server forwards the API to the real server (apps/server, port 3000 by default) so the
// portal talks to the same origin in development and in production (where the server serves dist/).
const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';

// Modules whose top level only declares things (no import-time effects), so the bundler may drop
// the ones the app never uses: our pure libraries (their package.json has no `sideEffects` yet)
// and the OpenAPI generator the api-client barrel re-exports for the server.
const sideEffectFree = [
  /[\\/]libs[\\/](domain|api-client)[\\/]src[\\/]/,
  /[\\/]node_modules[\\/](@ts-rest[\\/]open-api|@anatine[\\/]zod-openapi)[\\/]/,
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: {
      '/webhook': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/webhook': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => !sideEffectFree.some((pattern) => pattern.test(id)),
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
