// The login page in headless Chromium for `npm run bench` (issue 14): what a first visit to `/`
// fetches (JS and CSS, as gzip -9 of the built files) and when it is drawn (LCP) and how still it
// stays (CLS), each run in a fresh browser context (an empty cache), median of 5.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';

/** Issue 14's budget for the login page. */
export const LOGIN_TARGETS = { assetsKiB: 110, lcpMs: 400, cls: 0 };
const RUNS = 5;

/** What one cold visit saw. */
type Visit = {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  /** URL paths of the scripts, stylesheets and fonts the page fetched. */
  scripts: string[];
  styles: string[];
  fonts: string[];
};

type Observed = {
  lcp: { time: number; element: string }[];
  shifts: { time: number; value: number; recent: boolean }[];
};

/**
 * Installed before the page's own code: records every LCP candidate and every layout shift from
 * the first paint on (buffered), into `window.__perf`.
 */
function observe(): void {
  const seen: Observed = { lcp: [], shifts: [] };
  (window as unknown as { __perf: Observed }).__perf = seen;
  type LcpEntry = PerformanceEntry & { element: Element | null };
  type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LcpEntry[]) {
      const element = entry.element;
      const text = element?.textContent?.trim().slice(0, 40) ?? '';
      seen.lcp.push({
        time: entry.startTime,
        element: element ? `<${element.tagName.toLowerCase()}> ${text}` : '(removed)',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      seen.shifts.push({ time: entry.startTime, value: entry.value, recent: entry.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * CLS as Chromium reports it: the largest session window of shifts (each under 1 s from the last,
 * 5 s at most), shifts right after input left out.
 */
export function cumulativeLayoutShift(shifts: Observed['shifts']): number {
  let best = 0;
  let window = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((s) => !s.recent).sort((a, b) => a.time - b.time)) {
    if (shift.time - last > 1000 || shift.time - start > 5000) {
      window = 0;
      start = shift.time;
    }
    window += shift.value;
    last = shift.time;
    best = Math.max(best, window);
  }
  return best;
}

async function visit(browser: Browser, origin: string): Promise<Visit> {
  // A fresh context each time: its own empty HTTP cache and storage (nobody signed in).
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    const fetched = {
      script: new Set<string>(),
      stylesheet: new Set<string>(),
      font: new Set<string>(),
    };
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'font') {
        fetched[type].add(new URL(response.url()).pathname);
      }
    });
    await page.addInitScript(observe);
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: /^entrar$/i }).waitFor();
    await page.waitForLoadState('networkidle');
    // Fonts in, then two frames so their paint (and any shift it causes) is reported.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    });
    const seen = await page.evaluate(() => (window as unknown as { __perf: Observed }).__perf);
    const lcp = seen.lcp.at(-1);
    return {
      lcpMs: lcp?.time ?? Number.NaN,
      lcpElement: lcp?.element ?? '(none)',
      cls: cumulativeLayoutShift(seen.shifts),
      scripts: [...fetched.script],
      styles: [...fetched.stylesheet],
      fonts: [...fetched.font],
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');

/** Gzip -9 and raw size of built files, found by their URL paths under the portal's dist folder. */
function builtSize(portalDist: string, paths: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const path of paths) {
    const file = join(portalDist, path);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    files += 1;
  }
  return { raw, gzip, files };
}

/** The login page's figures against issue 14's targets; `origin` serves the built portal. */
export async function measureLoginPage(origin: string, portalDist: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const visits: Visit[] = [];
  try {
    // One visit first, not counted: the server's own first answers (and the OS's file cache) warm
    // up; every counted visit still starts with an empty browser cache.
    await visit(browser, origin);
    for (let run = 0; run < RUNS; run += 1) visits.push(await visit(browser, origin));
  } finally {
    await browser.close();
  }

  const first = visits[0]!;
  const js = builtSize(portalDist, first.scripts);
  const css = builtSize(portalDist, first.styles);
  const fonts = builtSize(portalDist, first.fonts);
  const total = js.gzip + css.gzip;
  console.log(
    `JS  ${js.files} file(s): ${kib(js.gzip)} gzip (${kib(js.raw)} raw); ` +
      `CSS ${css.files} file(s): ${kib(css.gzip)} gzip (${kib(css.raw)} raw)`,
  );
  console.log(
    `JS + CSS fetched: ${kib(total)} gzip, target <= ${LOGIN_TARGETS.assetsKiB} KiB: ` +
      verdict(total <= LOGIN_TARGETS.assetsKiB * 1024),
  );
  console.log(
    `fonts fetched: ${fonts.files} file(s), ${kib(fonts.raw)} ` +
      `(${first.fonts.map((p) => p.replace(/^.*\//, '')).join(', ') || 'none'})`,
  );
  const lcp = median(visits.map((v) => v.lcpMs));
  const cls = median(visits.map((v) => v.cls));
  console.log(
    `LCP median ${lcp.toFixed(0)} ms (runs: ${visits.map((v) => v.lcpMs.toFixed(0)).join(', ')}), ` +
      `target <= ${LOGIN_TARGETS.lcpMs} ms: ${verdict(lcp <= LOGIN_TARGETS.lcpMs)}; ` +
      `LCP element ${first.lcpElement}`,
  );
  console.log(
    `CLS median ${cls.toFixed(4)} (runs: ${visits.map((v) => v.cls.toFixed(4)).join(', ')}), ` +
      `target ${LOGIN_TARGETS.cls}: ${verdict(cls <= LOGIN_TARGETS.cls)}`,
  );
}
