/**
 * `vitest run` for the stories, made again when, and only when, Vitest lost its browser page.
 *
 * Vitest 4.1 (4.1.12 is the newest 4.x) drives every story file through one long-lived page over
 * one websocket. Now and then Chromium drops all of that page's websockets at once; Vitest then
 * ends the run with "Browser connection was closed while running tests" and the files after it
 * never run, although no test failed (melonjs/melonJS#1615 measured 4 runs in 21; here 3 fresh
 * runs in a row once, then 4 clean ones; 5 of 12 fresh runs in all). That is the runner's failure,
 * not a story's: the run is made again from the start, at most twice, and must pass whole. Any
 * failed test or any other error fails as it is.
 *
 *   tsx run-stories.ts [vitest options]
 */
import { spawn } from 'node:child_process';

const LOST_PAGE = 'Browser connection was closed while running tests';
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Runs vitest with the output shown as it comes; resolves with the exit code and the output. */
function vitestRun(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('vitest', ['run', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output: plain(output) }));
  });
}

/** The lost page was the run's only trouble: no test failed and it is the only error. */
export function onlyLostThePage(output: string): boolean {
  return (
    output.includes(LOST_PAGE) &&
    !/^\s*Tests\s+.*\bfailed\b/m.test(output) &&
    /^\s*Errors\s+1 error\b/m.test(output)
  );
}

const RUNS = 3;

async function main() {
  const args = process.argv.slice(2);
  for (let run = 1; ; run += 1) {
    const { code, output } = await vitestRun(args);
    if (code === 0 || run === RUNS || !onlyLostThePage(output)) process.exit(code);
    console.log(
      `\nVitest lost its browser page ("${LOST_PAGE}") with no failed test: ` +
        `running the stories again (run ${run + 1} of at most ${RUNS}).\n`,
    );
  }
}

if (process.argv[1]?.endsWith('run-stories.ts')) void main();
