/**
 * `vitest run` for the stories, carried on when, and only when, Vitest lost its browser page.
 *
 * Vitest 4.1 (4.1.12 is the newest 4.x) drives every story file through one long-lived page over
 * one websocket. Now and then Chromium drops all of that page's websockets at once; Vitest then
 * ends the run with "Browser connection was closed while running tests" and the files after it
 * never run, although no test failed (melonjs/melonJS#1615 reports it in 4 runs of 21). That is
 * the runner's failure, not a story's: the story files that have not passed yet run again, in a
 * new run, as long as each run passes more of them (at most MAX_RUNS). Every file must pass whole
 * in some run; any failed test or any other error fails as it is.
 *
 *   tsx run-stories.ts
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOST_PAGE = 'Browser connection was closed while running tests';
const MAX_RUNS = 6;
const appDir = fileURLToPath(new URL('.', import.meta.url));
const storiesRoot = resolve(appDir, '../../libs/ui/src');

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Every story file, as a path from the repository root (what vitest's file filter matches). */
function storyFiles(dir = storiesRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [relative(resolve(appDir, '../..'), path)] : [];
  });
}

/** Runs vitest with the output shown as it comes; resolves with the exit code and the output. */
function vitestRun(files: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done, reject) => {
    const child = spawn('vitest', ['run', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
      sink.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', reject);
    child.on('close', (code) => done({ code: code ?? 1, output: plain(output) }));
  });
}

/** The lost page was the run's only trouble: no test failed and it is the only error. */
function onlyLostThePage(output: string): boolean {
  return (
    output.includes(LOST_PAGE) &&
    !/^\s*Tests\s+.*\bfailed\b/m.test(output) &&
    /^\s*Errors\s+1 error\b/m.test(output)
  );
}

/** The story files a run reported as passed (`✓ … libs/ui/src/…stories.tsx (n tests)`). */
function passedFiles(output: string): string[] {
  return [...output.matchAll(/^\s*✓ .*?(libs\/ui\/src\/\S+\.stories\.tsx) \(\d+ tests?\)/gm)].map(
    (match) => match[1]!,
  );
}

async function main() {
  let left = storyFiles();
  for (let run = 1; ; run += 1) {
    // The first run names no file: it is `vitest run` as it is.
    const { code, output } = await vitestRun(run === 1 ? [] : left);
    if (code === 0) process.exit(0);
    const passed = new Set(passedFiles(output));
    const before = left.length;
    left = left.filter((file) => !passed.has(file));
    if (!onlyLostThePage(output) || run === MAX_RUNS || left.length === before) process.exit(code);
    console.log(
      `\nVitest lost its browser page ("${LOST_PAGE}") with no failed test: the ${left.length} ` +
        `story files that have not passed yet run again (run ${run + 1} of at most ${MAX_RUNS}).\n`,
    );
  }
}

void main();
