/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The dev server forwards the API to the real server (apps/server, port 3000 by default) so the
// portal talks to the same origin in development and in production (where the server serves dist/).
const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';

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
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
