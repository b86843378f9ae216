import { realpathSync } from 'node:fs';
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
