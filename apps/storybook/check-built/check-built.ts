/**
 * Checks what only the built Storybook can show, without playing the stories again: the Vitest
 * run (`vitest run`) already renders every story, runs its play function and axe on it.
 *
 * - `storybook build` succeeds (or `--dist <dir>` is taken as it is);
 * - its dist/index.json lists every story file under libs/ui/src: a file the stories glob or the
 *   indexer drops would otherwise vanish from the published Storybook without a failing test;
 * - served on a free loopback port and opened in Debian's Chromium, the manager shows the first
 *   story rendered, with that story in its sidebar;
 * - the production preview imports every story file and prepares each story (`loadStory`: its
 *   CSF module, args and parameters), so a story whose bundle breaks only in the production
 *   build fails here;
 * - the docs (./docs.ts): the introduction opens first, every story file has its docs page, each
 *   docs page describes its component, each story says when a person meets it, and every story
 *   a flow page links to exists.
 *
 *   tsx check-built/check-built.ts [--dist dir]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import type { Locator, Page } from 'playwright';
import { docsProblems, filesWithoutDocs, INTRODUCTION_ID, introductionProblems } from './docs';
import type { IndexEntry } from './docs';
import { serveDirectory } from './serve';
import { chromiumLaunchOptions } from '../chromium';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storiesRoot = path.resolve(appDir, '../../libs/ui/src');
// Long enough for a cold page on a loaded 2-core machine; a page that loads waits no longer.
const PAGE_TIMEOUT_MS = 30_000;

const { values: options } = parseArgs({ options: { dist: { type: 'string' } } });

type Entry = IndexEntry;
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: { loadStory(input: { storyId: string }): Promise<unknown> };
  };
};

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

/** Every story file under libs/ui/src, as a path from there. */
function storyFiles(dir = storiesRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(file);
    return entry.name.endsWith('.stories.tsx') ? [path.relative(storiesRoot, file)] : [];
  });
}

/** The index's entries in the sidebar's order: docs pages and stories. */
function entriesIn(distDir: string): Entry[] {
  const index = JSON.parse(readFileSync(path.join(distDir, 'index.json'), 'utf8')) as {
    entries: Record<string, Entry>;
  };
  return Object.values(index.entries);
}

/** An index importPath as a path from libs/ui/src, like storyFiles' paths. */
const fromStoriesRoot = (importPath: string) =>
  path.relative(storiesRoot, path.resolve(appDir, importPath));

/** The story files on disk that no story of the index comes from. */
function missingFromIndex(stories: Entry[]): string[] {
  const indexed = new Set(stories.map((story) => fromStoriesRoot(story.importPath)));
  return storyFiles().filter((file) => !indexed.has(file));
}

/** The manager opened bare shows the introduction, named in the sidebar and rendered. */
async function checkIntroduction(page: Page, origin: string): Promise<string[]> {
  await page.goto(`${origin}/`);
  const docs = page.frameLocator('#storybook-preview-iframe').locator('#storybook-docs h1');
  const shown = await docs
    .first()
    .waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  const problems: string[] = [];
  if (!shown) problems.push('the manager opened bare shows no docs page with a heading');
  if (!(await page.locator(`[data-item-id="${INTRODUCTION_ID}"][data-selected="true"]`).count()))
    problems.push(`the manager opened bare does not select ${INTRODUCTION_ID}`);
  return problems;
}

/** The manager on the first story: the sidebar names it, its preview shows it without error. */
async function checkManager(page: Page, origin: string, first: Entry): Promise<string[]> {
  await page.goto(`${origin}/?path=/story/${first.id}`);
  const shown = (locator: Locator) =>
    locator
      .waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
  const preview = page.frameLocator('#storybook-preview-iframe');
  const problems: string[] = [];
  if (!(await shown(page.locator(`[data-item-id="${first.id}"]`))))
    problems.push(`the sidebar does not list ${first.id}`);
  if (!(await shown(preview.locator('#storybook-root > *').first())))
    problems.push(`the manager's preview did not render ${first.id}`);
  if (await preview.locator('body.sb-show-errordisplay').count())
    problems.push(`${first.id} shows an error in the manager`);
  return problems;
}

/** Every story prepared by the production preview, none rendered: the ids that failed, why. */
async function checkPreview(page: Page, origin: string, stories: Entry[]): Promise<string[]> {
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue,
    null,
    { timeout: PAGE_TIMEOUT_MS },
  );
  return page.evaluate(
    async (ids) => {
      const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!;
      const failed: string[] = [];
      for (const storyId of ids) {
        await store.loadStory({ storyId }).catch((error: unknown) => {
          failed.push(`${storyId}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      return failed;
    },
    stories.map((story) => story.id),
  );
}

async function main() {
  const started = Date.now();
  const distDir = options.dist ? path.resolve(options.dist) : build();
  const entries = entriesIn(distDir);
  const stories = entries.filter((entry) => entry.type === 'story');
  const docs = entries.filter((entry) => entry.type === 'docs');
  const problems = missingFromIndex(stories).map((file) => `index.json has no story of ${file}`);
  if (stories.length === 0) problems.push(`no stories in ${distDir}/index.json`);
  problems.push(
    ...filesWithoutDocs(entries, storyFiles(), fromStoriesRoot).map(
      (file) => `index.json has no docs page of ${file}`,
    ),
    ...introductionProblems(entries),
  );
  if (stories.length > 0) {
    const server = await serveDirectory(distDir);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // tsx compiles with esbuild's keepNames, which wraps the functions this file hands to the
      // browser in `__name(...)` calls; the browser needs the helper too.
      await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
      problems.push(...(await checkIntroduction(page, server.origin)));
      problems.push(...(await checkManager(page, server.origin, stories[0]!)));
      problems.push(...(await checkPreview(page, server.origin, stories)));
      problems.push(...(await docsProblems(page, entries)));
    } finally {
      await browser.close();
      await server.close();
    }
  }
  for (const problem of problems) console.log(`✗ ${problem}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    problems.length === 0
      ? `Built Storybook: ${stories.length} stories of ${storyFiles().length} files indexed and ` +
          `loaded, ${docs.length} docs pages described, the manager opens on the introduction ` +
          `and shows the first story — ${seconds} s`
      : `Built Storybook: ${problems.length} problems — ${seconds} s`,
  );
  if (problems.length > 0) process.exitCode = 1;
}

await main();
