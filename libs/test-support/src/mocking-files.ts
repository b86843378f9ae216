import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The test files of a project that replace a module (`vi.mock`), as `src/…` paths from
 * `projectDir`: each needs a module graph of its own (`isolate: true`). In a shared graph an
 * earlier file of the same worker may already have loaded the module it replaces, unmocked.
 */
export function testFilesMocking(projectDir: string): string[] {
  return readdirSync(join(projectDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file}`)
    .filter((file) => readFileSync(join(projectDir, file), 'utf8').includes('vi.mock('));
}
