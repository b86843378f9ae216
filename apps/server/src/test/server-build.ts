import { mkdtempSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

// The tests that run the server or a command as its own process (test/process.ts) start the
// bundle `vite build` makes, as `npm start` does, instead of compiling the sources through tsx at
// every start: a start took about 30 s through tsx against 18 s from the bundle on a loaded
// 2-core machine, and the process tests start about thirty. Built once per run, here.

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** The scripts the process tests run, each built to `<name>.js` beside the others. */
export const BUILT_SCRIPTS = [
  'src/main.ts',
  'src/cli/backup.ts',
  'src/cli/restore.ts',
  'src/cli/admin-create.ts',
] as const;

export const builtName = (script: string): string => `${basename(script, '.ts')}.js`;

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface, which a type cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The folder of the bundle the process tests start. */
    serverBuild: string;
  }
}

export default async function buildServer(project: TestProject): Promise<() => void> {
  // Beside src/ as dist/ is: the server finds the repository root from its bundle's place.
  const outDir = mkdtempSync(join(serverDir, 'test-build-'));
  const output = await build({
    configFile: join(serverDir, 'vite.config.ts'),
    root: serverDir,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      sourcemap: false,
      rollupOptions: {
        input: Object.fromEntries(
          BUILT_SCRIPTS.map((script) => [basename(script, '.ts'), join(serverDir, script)]),
        ),
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  // A script's `isEntryPoint(import.meta.url)` holds only when its code is in its own entry file:
  // one that another script imports lands in a shared chunk and, started, would do nothing.
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
    'output' in o ? o.output : [],
  );
  for (const c of chunks)
    if (c.type === 'chunk' && c.isEntry && !c.moduleIds.includes(c.facadeModuleId ?? ''))
      throw new Error(
        `${c.facadeModuleId} is imported by another script: move what they share out`,
      );
  project.provide('serverBuild', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
