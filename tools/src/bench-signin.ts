// What a person feels after 'Entrar' and between company screens, in headless Chromium:
// - sign-in → first screen: from the click on 'Entrar' (the login page loaded and typed into, the
//   browser idle for a while as a person's typing leaves it) to the landing screen's heading and
//   to its content (its list drawn, no loading text left), for the demo user (meetings) and the
//   demo admin (companies); beside it, the same two requests the browser sent (login, then the
//   landing's list) replayed one after the other from this process on loopback, so the ratio says
//   what the portal adds to the server's own time;
// - navigation: a signed-in user moving through Reuniões, Tarefas, Documentos, Reports and Empresa
//   by the sidebar, a first round (code and data not yet in) and a second (warm), click → content.
// Timings are taken inside the page (a frame-by-frame watch started by the click's own event), so
// Playwright's round trips are not counted. No assertion: figures only.
import { chromium, type Browser, type Page, type Request } from 'playwright';
import { fullChromium } from '@portal/test-support';

const RUNS = 5;
/** How long the login page sits typed into before 'Entrar': what a person's typing gives. */
const TYPING_MS = 1500;

type Visitor = {
  label: string;
  key: string;
  password: string;
  /** The landing's h1. */
  heading: string;
  /** The landing's list request, by its URL path and `action` header (if any). */
  listPath: string;
  listAction?: string;
};

const user: Visitor = {
  label: 'user → meetings',
  key: 'usuario@demo.com.br',
  password: 'demo1234',
  heading: '^Reuniões de',
  listPath: '/meetings/list',
};
const admin: Visitor = {
  label: 'admin → companies',
  key: 'admin@demo.com.br',
  password: 'demo1234',
  heading: '^Empresas$',
  listPath: '/admin/business',
  listAction: 'getAll',
};

/** What the in-page watch saw, in ms from the click's event. */
type Watched = { heading: number | null; content: number | null };

/**
 * Installed in every page: `window.__watch(headingSource)` starts a frame-by-frame check from the
 * next click's event time; it records when an h1 matching the pattern is drawn and when, besides,
 * nothing on the page says it is loading ('Carregando…' in a status or a progress bar short of
 * 100 %, a busy part).
 * A sub-part's own loading (the company's access log) does not hold the screen's content. Plain
 * text, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const WATCH_SCRIPT = `
(() => {
  const loading = () =>
    [...document.querySelectorAll('[role=status],[role=progressbar],[aria-busy=true]')].some((el) => {
      if (el.getAttribute('aria-busy') === 'true') return true;
      // A full bar only lingers so its end is seen: the load is over.
      if (el.getAttribute('aria-valuenow') === '100') return false;
      const text = ((el.getAttribute('aria-label') || '') + ' ' + (el.textContent || '')).trim();
      return /^Carregando(?! acessos)/.test(text);
    });
  window.__watch = (headingSource) => {
    const pattern = new RegExp(headingSource);
    const seen = { heading: null, content: null, done: false, start: 0 };
    window.__watched = seen;
    document.addEventListener('click', (event) => {
      const start = event.timeStamp;
      seen.start = start;
      const frame = (now) => {
        const heading = [...document.querySelectorAll('h1')].some((h) =>
          pattern.test((h.textContent || '').trim()));
        if (heading && seen.heading === null) seen.heading = now - start;
        if (heading && !loading()) {
          seen.content = now - start;
          seen.done = true;
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  };
})();
`;

/** Starts the watch for the next click (see WATCH_SCRIPT). */
const watchNextClick = (page: Page, heading: string) =>
  page.evaluate(`window.__watch(${JSON.stringify(heading)})`);

async function watched(page: Page): Promise<Watched> {
  await page.waitForFunction(
    () => (window as unknown as { __watched?: { done: boolean } }).__watched?.done === true,
    null,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const w = (window as unknown as { __watched: Watched }).__watched;
    return { heading: w.heading, content: w.content };
  });
}

/** The scripts and API calls the page started from the click on, in ms from the click's event. */
function requestsSinceClick(
  page: Page,
): Promise<{ path: string; kind: string; at: number; end: number }[]> {
  return page.evaluate(`(() => {
    const start = window.__watched.start;
    return performance.getEntriesByType('resource')
      .filter((e) => e.startTime >= start)
      .map((e) => ({ path: new URL(e.name).pathname, kind: e.initiatorType, at: e.startTime - start, end: e.responseEnd - start }));
  })()`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (value: number | null) => (value === null ? '   —' : `${value.toFixed(0).padStart(4)}`);

/** A request as the browser sent it, to be replayed from here. */
type Sent = { url: string; headers: Record<string, string>; body: string };

const sentOf = (request: Request): Sent => ({
  url: request.url(),
  headers: Object.fromEntries(
    Object.entries(request.headers()).filter(
      ([name]) => name === 'content-type' || name === 'action',
    ),
  ),
  body: request.postData() ?? '',
});

/** One sign-in: what the page saw, the request timeline after the click, the two requests sent. */
async function signInOnce(browser: Browser, origin: string, visitor: Visitor) {
  const context = await browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(WATCH_SCRIPT);
  let login: Sent | null = null;
  let list: Sent | null = null;
  let listRequests = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST') return;
    if (path.endsWith('/login')) login = sentOf(request);
    if (
      path.endsWith(visitor.listPath) &&
      (!visitor.listAction || request.headers()['action'] === visitor.listAction)
    ) {
      list ??= sentOf(request);
      listRequests += 1;
    }
  });
  await page.goto(`${origin}/`);
  await page.getByLabel(/email ou código/i).fill(visitor.key);
  await page.getByLabel(/^senha$/i).fill(visitor.password);
  await page.waitForTimeout(TYPING_MS);
  await watchNextClick(page, visitor.heading);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  const seen = await watched(page);
  const timeline = await requestsSinceClick(page);
  const state = await context.storageState();
  await context.close();
  return { seen, timeline, login, list, listRequests, state };
}

/** The browser's two requests replayed here one after the other: the server's own time. */
async function serverTime(login: Sent, list: Sent) {
  const send = async (sent: Sent) => {
    const started = performance.now();
    const res = await fetch(sent.url, { method: 'POST', headers: sent.headers, body: sent.body });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${sent.url} answered ${res.status}`);
    return performance.now() - started;
  };
  await send(login);
  await send(list);
  const logins: number[] = [];
  const lists: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    logins.push(await send(login));
    lists.push(await send(list));
  }
  return { login: median(logins), list: median(lists) };
}

async function measureVisitor(browser: Browser, origin: string, visitor: Visitor) {
  // A first sign-in warms the server (and the machine's file cache), not counted.
  await signInOnce(browser, origin, visitor);
  const headings: number[] = [];
  const contents: number[] = [];
  let last: Awaited<ReturnType<typeof signInOnce>> | null = null;
  const listCounts: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    last = await signInOnce(browser, origin, visitor);
    if (last.seen.heading !== null) headings.push(last.seen.heading);
    if (last.seen.content !== null) contents.push(last.seen.content);
    listCounts.push(last.listRequests);
  }
  if (!last?.login || !last.list)
    throw new Error(`${visitor.label}: login or list request not seen`);
  const server = await serverTime(last.login, last.list);
  const serverSum = server.login + server.list;
  const content = median(contents);
  console.log(
    `${visitor.label.padEnd(18)} heading ${ms(median(headings))} ms, content ${ms(content)} ms ` +
      `(median of ${RUNS}; content min ${ms(Math.min(...contents))}, max ${ms(Math.max(...contents))}) | ` +
      `server login ${server.login.toFixed(0)} + list ${server.list.toFixed(0)} = ${serverSum.toFixed(0)} ms | ` +
      `ratio ${(content / serverSum).toFixed(2)}x | list requests per sign-in: ${listCounts.join(', ')}`,
  );
  const shown = last.timeline
    .filter((r) => r.path.endsWith('.js') || r.path.includes('/webhook/'))
    .map(
      (r) =>
        `${r.at.toFixed(0)}–${r.end.toFixed(0)} ${r.path.includes('/webhook/') ? r.path.replace(/^.*\/webhook\/[^/]+/, 'API ') : r.path.replace(/^.*\//, '')}`,
    );
  console.log(
    `  last run (heading ${ms(last.seen.heading).trim()}, content ${ms(last.seen.content).trim()} ms), ` +
      `requests after the click (start–end ms, what): ${shown.join(' · ') || 'none'}`,
  );
  return last.state;
}

/** The company screens by their sidebar link, and their h1. */
const companyScreens = [
  { link: 'Tarefas', heading: '^Tarefas de' },
  { link: 'Documentos', heading: '^Documentos de' },
  { link: 'Reports', heading: '^Analytics$' },
  { link: 'Empresa', heading: '^Informações da Empresa|^Empresa' },
  { link: 'Reuniões', heading: '^Reuniões de' },
];

async function measureNavigation(browser: Browser, origin: string) {
  const context = await browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(WATCH_SCRIPT);
  await page.goto(`${origin}/`);
  await page.getByLabel(/email ou código/i).fill(user.key);
  await page.getByLabel(/^senha$/i).fill(user.password);
  await watchNextClick(page, user.heading);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await watched(page);
  // A person reads the list for a moment before moving on.
  await page.waitForTimeout(1000);
  const rounds: string[] = [];
  for (const round of ['first visit', 'warm']) {
    const cells: string[] = [];
    for (const screen of companyScreens) {
      await watchNextClick(page, screen.heading);
      await page.getByRole('link', { name: screen.link, exact: true }).click();
      const seen = await watched(page);
      cells.push(`${screen.link} ${ms(seen.content).trim()}`);
      await page.waitForTimeout(500);
    }
    rounds.push(`${round.padEnd(11)} ${cells.join(' · ')} ms`);
  }
  await context.close();
  for (const line of rounds) console.log(`  ${line}`);
}

/**
 * `npm run bench`'s sign-in and navigation section: the two sign-ins (user, admin) beside the
 * server's time of the same two requests, then the company screens one after the other.
 */
export async function measureSignIn(origin: string): Promise<void> {
  const browser = await chromium.launch(fullChromium());
  try {
    console.log(
      `'Entrar' → landing (ms from the click; server = the same login and list requests replayed here, medians of ${RUNS})`,
    );
    await measureVisitor(browser, origin, user);
    await measureVisitor(browser, origin, admin);
    console.log('Navigation by the sidebar, the demo user (ms from the click to the content):');
    await measureNavigation(browser, origin);
  } finally {
    await browser.close();
  }
}
