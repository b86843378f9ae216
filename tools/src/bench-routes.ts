// What a workspace route's JavaScript costs, measured in Chromium as a person opens it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Locator, type Page } from 'playwright';
import { fullChromium } from '@portal/test-support';
import type { ScaleCompany } from './seed-at-scale';
import { kb, portalDist } from './bench-server';

/** Gzip -9 size of a built asset, found by its URL path under the portal's dist folder. */
function gzipOf(urlPath: string): number {
  const file = join(portalDist, urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const scriptPathsOf = (page: Page) => {
  const seen = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') seen.add(new URL(response.url()).pathname);
  });
  return seen;
};

const sum = (paths: Iterable<string>) => {
  let gzip = 0;
  let files = 0;
  for (const p of paths) {
    gzip += gzipOf(p);
    files += 1;
  }
  return { gzip, files };
};

/** Who opens the route: their login, and the page they land on (the sidebar is used from there). */
type RouteVisitor = {
  key: string;
  password: string;
  landing: RegExp;
  landingHeading: RegExp;
  /** What `landing` is, for the output. */
  landingLabel: string;
};

/** The scale company's user, who lands on the meetings list. */
export const companyUser = (company: ScaleCompany): RouteVisitor => ({
  key: company.login.key,
  password: company.login.password,
  landing: /\/dashboard\/business\/meetings$/,
  landingHeading: /^Reuniões de/,
  landingLabel: 'the meetings list',
});

/** The demo admin, who lands on the companies screen. */
export const demoAdmin: RouteVisitor = {
  key: 'admin@demo.com.br',
  password: 'demo1234',
  landing: /\/admin\/businesses$/,
  landingHeading: /^Empresas$/,
  landingLabel: 'the companies screen',
};

/** A route as the bench opens it: from the sidebar, and directly by its path. */
type RouteProbe = {
  /** The sidebar link that opens it from the visitor's landing page. */
  link: string;
  heading: RegExp;
  path: string;
  /** What shows once the route has its data. */
  ready: (page: Page) => Locator;
  /** What `ready` is, for the timing line. */
  readyLabel: string;
};

/**
 * What a workspace route really loads, measured in Chromium rather than read from a manifest:
 * lazy routes, the API client loaded on first use and any chunk imported at run time all count,
 * and nothing is counted that the browser does not fetch. Sizes are gzip -9 of the built files
 * (like the login page figure in bench.ts), not the wire size of this uncompressed local server.
 */
export async function measureRoute(origin: string, visitor: RouteVisitor, route: RouteProbe) {
  const browser = await chromium.launch(fullChromium());
  try {
    // 1. The login page, then sign in (lands on the visitor's landing), then the sidebar's link.
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    const scripts = scriptPathsOf(page);
    await page.goto(`${origin}/`);
    await page.getByLabel(/email ou código/i).fill(visitor.key);
    await page.getByLabel(/^senha$/i).fill(visitor.password);
    await page.getByRole('button', { name: /^entrar$/i }).click();
    await page.waitForURL(visitor.landing);
    await page.getByRole('heading', { level: 1, name: visitor.landingHeading }).waitFor();
    const loginAndMeetings = new Set(scripts);
    await page.getByRole('link', { name: route.link, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
    await route.ready(page).waitFor();
    const onNavigation = [...scripts].filter((p) => !loginAndMeetings.has(p));
    const state = await context.storageState();
    await context.close();

    // 2. A signed-in person opening the route's path directly, with an empty cache.
    const direct = await browser.newContext({ locale: 'pt-BR', storageState: state });
    const directPage = await direct.newPage();
    const directScripts = scriptPathsOf(directPage);
    const started = performance.now();
    await directPage.goto(`${origin}${route.path}`);
    await route.ready(directPage).waitFor();
    const readyMs = performance.now() - started;
    await direct.close();

    // The entry script and its module preloads (what the login page figure counts).
    const entry = new Set(
      [
        ...readFileSync(join(portalDist, 'index.html'), 'utf8').matchAll(
          /(?:src|href)="(\/[^"]+\.js)"/g,
        ),
      ].map((m) => m[1] as string),
    );
    const all = sum(directScripts);
    const beyondEntry = sum([...directScripts].filter((p) => !entry.has(p)));
    const nav = sum(onNavigation);
    console.log(
      `direct visit, all JS:              ${String(all.files).padStart(2)} file(s), ${kb(all.gzip)} gzip`,
    );
    console.log(
      `direct visit, beyond the entry JS: ${String(beyondEntry.files).padStart(2)} file(s), ${kb(beyondEntry.gzip)} gzip`,
    );
    console.log(
      `from ${visitor.landingLabel} (sidebar): ${String(nav.files).padStart(2)} file(s), ${kb(nav.gzip)} gzip` +
        (onNavigation.length
          ? ` (${onNavigation.map((p) => p.replace(/^.*\//, '')).join(', ')})`
          : ''),
    );
    console.log(
      `direct visit to ${route.readyLabel} on screen: ${readyMs.toFixed(0)} ms (one sample)`,
    );
  } finally {
    await browser.close();
  }
}
