import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * True when the module at `moduleUrl` (its `import.meta.url`) is the script node was started
 * with, so a command runs only then and its tests can import it. The script path is resolved
 * through links, as npm's `.bin` and tsx hand it over.
 */
export const isEntryPoint = (moduleUrl: string): boolean => {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
};

/**
 * `npm run admin:create` from the workspace root runs this inside apps/server, while `npm start`
 * runs the server from the root: a relative DATA_DIR (or the default ./data) must mean the same
 * folder for both, so it is taken relative to where npm was invoked (INIT_CWD).
 */
export const withDataDirFromInvocation = (
  env: Record<string, string | undefined>,
): Record<string, string | undefined> => {
  const base = env.INIT_CWD;
  if (!base) return env;
  return { ...env, DATA_DIR: resolve(base, env.DATA_DIR?.trim() || './data') };
};
