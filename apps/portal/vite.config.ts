/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The dev server forwards the API to the real server (apps/server, port 3000 by default) so the
// portal talks to the same origin in development and in production (where the server serves dist/).
const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';

// Our libraries declare `"sideEffects": false` in their package.json. The OpenAPI generator that
// the api-client barrel re-exports for the server does not, although its modules only declare
// things: mark it here so the portal's bundle drops it.
const sideEffectFree = [
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
    // Maps are written for whoever debugs a build, but no file names them: the server refuses
    // `*.map` unless SERVE_SOURCE_MAPS=true, and then points at them with a SourceMap header.
    sourcemap: 'hidden',
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
