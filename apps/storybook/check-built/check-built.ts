/**
 * Opens the built Storybook and fails unless every story's play function passes there and axe
 * finds nothing.
 *
 * It builds the static Storybook (or takes `--dist <dir>`), serves it on a free loopback port and
 * visits every story of dist/index.json in Debian's Chromium (a few pages in parallel, one
 * browser). By default each page holds the built preview (iframe.html) and asks it for one story
 * after another as the manager does, sized first to the story's viewport as the manager's
 * viewport addon sizes its iframe; the preview reports the play function's outcome and axe's. With
 * `--manager` it opens the whole manager instead, with the Interactions panel, and reads each
 * story's status badge the way a designer sees it (several times slower: the manager re-renders
 * its panels for every story). The Vitest run (`vitest run`) tests the same stories, but in a
 * development build and with act(); this is the production build as it is published.
 *
 *   tsx check-built/check-built.ts [--dist dir] [--only text] [--pages n] [--window 1280x800]
 *                                  [--manager [--late-viewport ms]] [--timeout ms] [--times]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import type { Browser } from 'playwright';
import { preparePage, visitStory } from './manager';
import { visitInPreview } from './preview';
import type { StoryOutcome } from './manager';
import { serveDirectory } from './serve';
import { chromiumLaunchOptions } from '../chromium';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string' },
    only: { type: 'string' },
    pages: { type: 'string', default: '3' },
    window: { type: 'string', default: '1280x800' },
    'late-viewport': { type: 'string', default: '500' },
    // A story's play may take long on a loaded CI machine (the 2,000-company grid tabs through
    // twelve cards and scrolls to the end): 60 s was once not enough with the server tests beside.
    timeout: { type: 'string', default: '180000' },
    // Through the manager UI (its Interactions panel) rather than the preview alone.
    manager: { type: 'boolean', default: false },
    // Each story's time, as it finishes.
    times: { type: 'boolean', default: false },
  },
});

type Story = { id: string; title: string; name: string };
type Result = Story & StoryOutcome;

function build() {
  const outputDir = path.join(appDir, 'dist');
  const started = Date.now();
  const packageJson = createRequire(import.meta.url).resolve('storybook/package.json');
  const cli = path.join(path.dirname(packageJson), 'dist/bin/dispatcher.js');
  const run = spawnSync(process.execPath, [cli, 'build', '--quiet', '-o', outputDir], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (run.status !== 0) throw new Error(`storybook build failed (exit ${run.status})`);
  console.log(`Built Storybook in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outputDir;
}

function storiesIn(distDir: string, only?: string): Story[] {
  const index = JSON.parse(readFileSync(path.join(distDir, 'index.json'), 'utf8')) as {
    entries: Record<string, Story & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (!only || entry.id.includes(only)))
    .map(({ id, title, name }) => ({ id, title, name }));
}

async function checkAll(browser: Browser, origin: string, stories: Story[]) {
  const [width, height] = (options.window ?? '').split('x').map(Number);
  const timeoutMs = Number(options.timeout);
  const queue = [...stories];
  const results: Result[] = [];
  const worker = async () => {
    const page = await browser.newPage({
      viewport: { width: width ?? 1280, height: height ?? 800 },
    });
    await preparePage(page, options.manager ? Number(options['late-viewport']) : 0);
    let fresh = true;
    for (let story = queue.shift(); story; story = queue.shift()) {
      const started = Date.now();
      const visit = options.manager
        ? visitStory(page, origin, story.id, { fresh, timeoutMs })
        : visitInPreview(page, origin, story.id, { fresh, timeoutMs, window: options.window! });
      const outcome: StoryOutcome = await visit.catch((error: unknown): StoryOutcome => ({
        interactions: 'not read',
        axeRan: false,
        error: error instanceof Error ? error.message.split('\n')[0] : String(error),
        violations: [],
        incomplete: [],
      }));
      results.push({ ...story, ...outcome });
      if (options.times) console.log(`  ${Date.now() - started} ms ${story.id}`);
      if (results.length % 25 === 0)
        console.log(`  ${results.length} of ${stories.length} stories`);
      // A story that did not finish may have left the manager stuck: start the next one afresh.
      fresh = !outcome.finished;
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Number(options.pages) }, worker));
  const order = new Map(stories.map((story, index) => [story.id, index]));
  return results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

function report(results: Result[], origin: string) {
  const failures = results.filter(
    (r) => r.interactions !== 'Pass' || !r.axeRan || r.violations.length > 0,
  );
  for (const result of failures) {
    console.log(`\n✗ ${result.title} › ${result.name}  (${result.id})`);
    if (result.interactions !== 'Pass') {
      console.log(`  Interactions: ${result.interactions}`);
      for (const line of (result.error ?? '').split('\n')) console.log(`    ${line}`);
    }
    if (result.finished && !result.axeRan) console.log('  axe: no result (did it run?)');
    for (const violation of result.violations)
      console.log(`  axe: ${violation.id} (${violation.impact}, ${violation.nodes} elements)`);
    console.log(`  ${origin}/?path=/story/${result.id}`);
  }
  const incomplete = new Map<string, string[]>();
  for (const result of results)
    for (const rule of result.incomplete)
      incomplete.set(rule, [...(incomplete.get(rule) ?? []), result.id]);
  for (const [rule, ids] of incomplete)
    console.log(
      `\naxe "incomplete" ${rule} (to review by hand, not a failure) in ${ids.length} stories: ` +
        ids.join(', '),
    );
  return failures;
}

async function main() {
  const started = Date.now();
  const distDir = options.dist ? path.resolve(options.dist) : build();
  const stories = storiesIn(distDir, options.only);
  if (stories.length === 0) throw new Error(`no stories in ${distDir}/index.json`);
  const server = await serveDirectory(distDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const results = await checkAll(browser, server.origin, stories);
    const failures = report(results, server.origin);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `\nBuilt Storybook in Chromium: ${results.length - failures.length} of ${results.length} ` +
        `stories pass (Interactions: Pass, 0 axe violations) — ${seconds} s, ` +
        `${options.pages} pages, window ${options.window}`,
    );
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
