import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every folder and file under `dir` (and `dir`) that group or others may use, with its mode. */
export const openToOthers = (dir: string): string[] => {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.mode & 0o077) {
      found.push(`${(stat.mode & 0o777).toString(8)} ${relative(dir, path) || '.'}`);
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
};
