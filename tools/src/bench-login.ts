// The login page in headless Chromium for `npm run bench`: what a first visit to `/`
// fetches (JS and CSS: the bytes Chromium received from the server, gzip, and for comparison the
// built files raw and at gzip -9) and when it is drawn (LCP) and how still it stays (CLS), each run
// in a fresh browser context (an empty cache), median of 5; beside it, in the same run, a static
// page with the same heading and nothing else (no script, no stylesheet, no font), so the ratio of
// the two says what the portal adds to the browser's own floor on this machine at this moment; and
// that static page again with the portal's response headers, which splits the gap into what the
// server's policy costs a cold visit and what the page itself does.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { fullChromium } from '@portal/test-support';

/**
 * The login page's targets: JS + CSS in kB (1,000 bytes) of gzip, LCP in ms and as a multiple of
 * the static page's measured in the same run, CLS.
 */
const LOGIN_TARGETS = { assetsKB: 110, lcpMs: 400, lcpRatio: 1.5, cls: 0 };
const RUNS = 5;

/** What one cold visit saw. */
type Visit = {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  /** URL paths of the scripts, stylesheets and fonts the page fetched. */
  scripts: string[];
  /** Bytes of each fetched file's body as they came over the connection (gzip when sent so). */
  received: Map<string, number>;
  styles: string[];
  fonts: string[];
  /** Bytes of the page itself as they came over the connection (its drawn markup and inline CSS). */
  documentBytes: number;
  /** URL paths of the files fetched at idle for 'Entrar', after the page's own (not in `scripts`). */
  preloaded: string[];
};

/**
 * In the page: the paths of the resources asked for from the portal's idle mark on
 * ('portal:preload-for-sign-in', apps/portal/src/app/sign-in-preload.ts). Plain text: tsx would
 * wrap a function's inner functions in a helper the page lacks.
 */
const PRELOADED_PATHS = `(() => {
  const mark = performance.getEntriesByName('portal:preload-for-sign-in')[0];
  if (!mark) return [];
  return performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= mark.startTime)
    .map((entry) => new URL(entry.name).pathname);
})()`;

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
function cumulativeLayoutShift(shifts: Observed['shifts']): number {
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

/** The element whose presence says a page is drawn. */
type Ready = (page: Page) => Locator;

const loginReady: Ready = (page) => page.getByRole('button', { name: /^entrar$/i });

async function visit(browser: Browser, url: string, ready: Ready): Promise<Visit> {
  // A fresh context each time: its own empty HTTP cache and storage (nobody signed in).
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    const fetched = {
      script: new Set<string>(),
      stylesheet: new Set<string>(),
      font: new Set<string>(),
    };
    const received = new Map<string, number>();
    const sized: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'font') {
        const path = new URL(response.url()).pathname;
        fetched[type].add(path);
        sized.push(
          response
            .request()
            .sizes()
            .then((sizes) => void received.set(path, sizes.responseBodySize)),
        );
      }
    });
    await page.addInitScript(observe);
    const reply = await page.goto(url);
    await ready(page).waitFor();
    await page.waitForLoadState('networkidle');
    // Fonts in, then two frames so their paint (and any shift it causes) is reported.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    });
    const seen = await page.evaluate(() => (window as unknown as { __perf: Observed }).__perf);
    const lcp = seen.lcp.at(-1);
    // What the page asks for at idle for 'Entrar' (the client, the shells, the landings' code)
    // comes after its own first load: counted apart, from the portal's mark on.
    const preloaded = new Set(await page.evaluate<string[]>(PRELOADED_PATHS));
    const own = (paths: Set<string>) => [...paths].filter((path) => !preloaded.has(path));
    await Promise.all(sized);
    return {
      lcpMs: lcp?.time ?? Number.NaN,
      lcpElement: lcp?.element ?? '(none)',
      cls: cumulativeLayoutShift(seen.shifts),
      scripts: own(fetched.script),
      received,
      styles: own(fetched.stylesheet),
      preloaded: [...preloaded].filter((path) => received.has(path)),
      documentBytes: reply ? (await reply.request().sizes()).responseBodySize : Number.NaN,
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
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');

/**
 * Received bytes (as they came from the server), and raw and gzip -9 size of the built files,
 * found by their URL paths under the portal's dist folder.
 */
function sizes(portalDist: string, paths: Iterable<string>, received: Map<string, number>) {
  let raw = 0;
  let gzip = 0;
  let sent = 0;
  let files = 0;
  for (const path of paths) {
    const file = join(portalDist, path);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    sent += received.get(path) ?? Number.NaN;
    files += 1;
  }
  return { raw, gzip, sent, files };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Headers of a reply that say nothing about how a page is drawn, left out of the copied set. */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

/**
 * The headers the portal sends with its pages (security policy and all), as the second floor
 * sends them. With Cross-Origin-Opener-Policy a cold visit is put in a browsing context group of
 * its own, which the bare page is not; that page with the headers is slower by about as much as
 * this measures, so the login page's gap is split into the headers' part and the page's.
 */
async function portalPageHeaders(url: string): Promise<Record<string, string>> {
  const reply = await fetch(url);
  await reply.arrayBuffer();
  const headers: Record<string, string> = {};
  reply.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  return headers;
}

/**
 * The floor: a page with the login page's heading as its only content, answered from memory by a
 * bare `node:http` server on loopback (no compression; no headers beyond the type unless given).
 */
async function staticPage(
  heading: string,
  headers: Record<string, string> = {},
): Promise<{ url: string; server: Server }> {
  const html =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">' +
    `<title>Portal Empresarial</title></head><body><h1>${escapeHtml(heading)}</h1></body></html>`;
  const server = createServer((_, res) => {
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port for the static page');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

/** The login page's heading as a visitor reads it (the warm-up visit's). */
async function loginHeading(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await loginReady(page).waitFor();
    return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  } finally {
    await context.close();
  }
}

/** The login page's figures against their targets; `origin` serves the built portal. */
export async function measureLoginPage(origin: string, portalDist: string): Promise<void> {
  const browser = await chromium.launch(fullChromium());
  const visits: Visit[] = [];
  const staticVisits: Visit[] = [];
  const guardedVisits: Visit[] = [];
  let heading = '';
  let guardNames: string[] = [];
  try {
    // One visit first, not counted: the server's own first answers (and the OS's file cache) warm
    // up; every counted visit still starts with an empty browser cache.
    heading = await loginHeading(browser, `${origin}/`);
    const floor = await staticPage(heading);
    const portalHeaders = await portalPageHeaders(`${origin}/`);
    guardNames = Object.keys(portalHeaders).filter((name) => name !== 'content-type');
    const guarded = await staticPage(heading, portalHeaders);
    const staticReady: Ready = (page) => page.getByRole('heading', { name: heading });
    try {
      await visit(browser, floor.url, staticReady);
      await visit(browser, guarded.url, staticReady);
      // Interleaved, each round in another order, so a machine that gets busier during the run,
      // or a browser process left warm by the visit before, weighs on all three alike.
      const kinds = [
        () => visit(browser, `${origin}/`, loginReady).then((v) => void visits.push(v)),
        () => visit(browser, floor.url, staticReady).then((v) => void staticVisits.push(v)),
        () => visit(browser, guarded.url, staticReady).then((v) => void guardedVisits.push(v)),
      ];
      for (let run = 0; run < RUNS; run += 1) {
        for (let k = 0; k < kinds.length; k += 1) await kinds[(run + k) % kinds.length]!();
      }
    } finally {
      await new Promise((ok) => floor.server.close(ok));
      await new Promise((ok) => guarded.server.close(ok));
    }
  } finally {
    await browser.close();
  }

  const first = visits[0]!;
  const js = sizes(portalDist, first.scripts, first.received);
  const css = sizes(portalDist, first.styles, first.received);
  const fonts = sizes(portalDist, first.fonts, first.received);
  const total = js.sent + css.sent;
  console.log(
    `JS  ${js.files} file(s): ${kb(js.sent)} received (${kb(js.gzip)} at gzip -9, ${kb(js.raw)} raw); ` +
      `CSS ${css.files} file(s): ${kb(css.sent)} received (${kb(css.gzip)} at gzip -9, ${kb(css.raw)} raw)`,
  );
  console.log(
    `JS + CSS received: ${kb(total)} (${total} bytes, ${kib(total)}), ` +
      `target <= ${LOGIN_TARGETS.assetsKB} kB: ${verdict(total <= LOGIN_TARGETS.assetsKB * 1000)}`,
  );
  const preloaded = sizes(portalDist, first.preloaded, first.received);
  console.log(
    `fetched later, at idle for 'Entrar' (not counted above): ${preloaded.files} file(s), ` +
      `${kb(preloaded.sent)} received`,
  );
  console.log(
    `HTML: ${kb(first.documentBytes)} received (the drawn page with its inline CSS); ` +
      `JS + CSS + HTML: ${kb(total + first.documentBytes)}`,
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
  const floorLcp = median(staticVisits.map((v) => v.lcpMs));
  console.log(
    `static page with the same heading ('${heading}'), same run: LCP median ${floorLcp.toFixed(0)} ms ` +
      `(runs: ${staticVisits.map((v) => v.lcpMs.toFixed(0)).join(', ')}); ` +
      `login LCP / static LCP = ${(lcp / floorLcp).toFixed(2)}x, ` +
      `target <= ${LOGIN_TARGETS.lcpRatio}x: ${verdict(lcp / floorLcp <= LOGIN_TARGETS.lcpRatio)}`,
  );
  // Where the gap goes: the same static page sent with the portal's headers is what the heading
  // would cost with nothing of the portal's page but its server policy.
  const guardedLcp = median(guardedVisits.map((v) => v.lcpMs));
  console.log(
    `the same static page with the portal's headers (${guardNames.join(', ')}): LCP median ` +
      `${guardedLcp.toFixed(0)} ms (runs: ${guardedVisits.map((v) => v.lcpMs.toFixed(0)).join(', ')}); ` +
      `headers / static = ${(guardedLcp / floorLcp).toFixed(2)}x, login / headers = ${(lcp / guardedLcp).toFixed(2)}x`,
  );
  console.log(
    `CLS median ${cls.toFixed(4)} (runs: ${visits.map((v) => v.cls.toFixed(4)).join(', ')}), ` +
      `target ${LOGIN_TARGETS.cls}: ${verdict(cls <= LOGIN_TARGETS.cls)}`,
  );
}
