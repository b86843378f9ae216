import { defineConfig, type Plugin } from 'vite';
import { join, resolve } from 'node:path';
import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtinModules } from 'node:module';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

// Our own libraries are TypeScript source and get bundled; every npm dependency stays external and
// is resolved from node_modules at run time (native argon2, PGlite's wasm, swagger-ui assets).
const isExternal = (id: string): boolean => {
  if (id.startsWith('node:') || builtinModules.includes(id)) return true;
  if (id.startsWith('@portal/')) return false;
  if (id.startsWith('.') || id.startsWith('/') || id.startsWith('\0')) return false;
  return true;
};

/** The built server migrates on start, so it needs the SQL migrations beside it. */
export function copyMigrations(): Plugin {
  let outDir = `${here}dist`;
  return {
    name: 'copy-migrations',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const from = `${here}src/db/migrations`;
      if (existsSync(from)) cpSync(from, join(outDir, 'migrations'), { recursive: true });
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      '@portal/domain': `${root}libs/domain/src/index.ts`,
      '@portal/api-client': `${root}libs/api-client/src/index.ts`,
    },
  },
  build: {
    ssr: 'src/main.ts',
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      external: isExternal,
      output: { entryFileNames: 'main.js', format: 'es' },
    },
  },
  plugins: [copyMigrations()],
});
