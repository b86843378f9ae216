// `npm run bench`: prints figures, asserts nothing. Speed is measured here, never in tests.
// Needs the built portal and server (the root `bench` script builds them first).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import { chromium, type Locator, type Page } from 'playwright';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase } from '@portal/server/src/db';
import { seedAtScale, type ScaleCompany } from './seed-at-scale';
import { LIBRARY_SCALE, measureDocuments, seedLibrary } from './bench-documents';
import { REPORT_MONTHS, measureReports, seedReports } from './bench-reports';
import { FINANCE_SCALE, measureFinance, seedFinance } from './bench-finance';
import { loadRound } from './bench-load';
import { ADMIN_LIST_SCALE, measureAdminList, seedCompanies } from './bench-admin-businesses';
import { measureChat } from './bench-chat';
import { measureCluster } from './bench-cluster';
import { measureHotPath } from './bench-hotpath';
import { measureGrowth } from './bench-growth';
import { measureLoginPage } from './bench-login';

const root = resolve(import.meta.dirname, '../..');
const portalDist = join(root, 'apps/portal/dist');
const serverMain = join(root, 'apps/server/dist/main.js');
const app = process.env.APP_SEGMENT ?? 'portal';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `--only finance` (or `login`, `hotpath`, `growth`, `scale`, `cluster`): one case alone (its seed and its figures), not the whole bench. */
const only = (() => {
  const at = process.argv.indexOf('--only');
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
})();
const ONLY_CASES = ['finance', 'login', 'hotpath', 'growth', 'scale', 'cluster'];

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** What the login page loads: the entry HTML's scripts, module preloads and stylesheets. */
function loginPageAssets() {
  const html = readFileSync(join(portalDist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] as string,
  );
  const sizes = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const ref of new Set(refs)) {
    const bytes = readFileSync(join(portalDist, ref));
    const kind = ref.endsWith('.css') ? sizes.css : sizes.js;
    kind.raw += bytes.length;
    kind.gzip += gzipSync(bytes, { level: 9 }).length;
    kind.files += 1;
  }
  return sizes;
}

async function waitForAnswer(url: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await res.arrayBuffer();
      return performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIST: portalDist,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/webhook/${app}`;
  const ms = await waitForAnswer(`${base}/validate-token`, started, child);
  const stop = () =>
    new Promise<void>((ok) => {
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    });
  return { base, ms, stop, pid: child.pid! };
}

function load(
  title: string,
  url: string,
  body: string,
  amount: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  return loadRound({ title, url, body, amount, connections, headers });
}

// A company with 200 meetings (~45 transcript entries and 3 named tasks each)
// and 2,000 tasks on its board.
const SCALE = { meetings: 200, entriesPerMeeting: 45, tasksPerMeeting: 3, boardTasks: 2000 };

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), text };
}

async function seedScaleCompany(dataDir: string): Promise<ScaleCompany> {
  // The server is stopped here: PGlite lets one process hold DATA_DIR at a time.
  const handle = await openDatabase({ dataDir });
  try {
    const company = await seedAtScale(handle.db, SCALE);
    await seedLibrary(handle.db, company.businessId);
    await seedReports(handle.db, company.businessId);
    const started = performance.now();
    await seedCompanies(handle.db);
    console.log(
      `seed ${ADMIN_LIST_SCALE.companies} more companies (people, reports, boards, meetings): ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return company;
  } finally {
    await handle.close();
  }
}

/** The admin finance case's companies, in their own database session (timed on their own). */
async function seedFinanceCompanies(dataDir: string): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase({ dataDir });
  try {
    await seedFinance(handle.db);
  } finally {
    await handle.close();
  }
  console.log(
    `seed finance (${FINANCE_SCALE.companies} companies x ${FINANCE_SCALE.months} months of reports): ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The admin's session, signed in through the API. */
async function adminSession(base: string) {
  const credentials = { authType: 'user', key: 'admin@demo.com.br', password: 'demo1234' };
  const login = await post(`${base}/login`, credentials);
  const { jwt_token: jwt } = JSON.parse(login.text) as { jwt_token: string };
  return { credentials, session: { jwt, authType: 'user' } };
}

async function financeSection(base: string, session: { jwt: string; authType: string }) {
  console.log(
    `\n== Admin finance: ${FINANCE_SCALE.companies} companies x ${FINANCE_SCALE.months} months (autocannon)`,
  );
  await measureFinance(base, session);
}

type ServerTask = {
  id: string;
  title: string;
  task: string;
  status: string;
  created_at: string;
  completed_at: string | null;
  from_meeting: string | null;
};

/**
 * One connection's mean latency for a read, beside JSON.stringify of the same data (its reply
 * parsed back) timed in this process: the server should cost a small multiple of writing its bytes.
 */
async function serializationRatio(
  title: string,
  url: string,
  session: object,
  reply: string,
  headers: Record<string, string> = {},
) {
  const data: unknown = JSON.parse(reply);
  const rounds = 50;
  JSON.stringify(data);
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) JSON.stringify(data);
  const stringify = (performance.now() - started) / rounds;
  const result = await loadRound({
    title: `${title}, 1 conn`,
    url,
    body: JSON.stringify(session),
    amount: 200,
    connections: 1,
    headers,
    titleWidth: 22,
  });
  console.log(
    `${title}: JSON.stringify of its reply ${stringify.toFixed(2)} ms; served in ` +
      `${result.latency.mean.toFixed(2)} ms mean, ${(result.latency.mean / stringify).toFixed(1)}x`,
  );
}

async function measureScale(base: string, company: ScaleCompany) {
  const login = await post(`${base}/login`, company.login);
  const { jwt_token: jwt } = JSON.parse(login.text) as { jwt_token: string };
  const session = { jwt, authType: 'user', business: company.businessId };

  const meetings = await post(`${base}/getmeetings`, session);
  const tasks = await post(`${base}/tasks`, session, { action: 'getAll' });
  const list = JSON.parse(tasks.text) as ServerTask[];
  console.log(
    `reply sizes: getmeetings ${kb(meetings.bytes)} (${company.meetings} meetings, ` +
      `${company.transcriptEntries} transcript entries), tasks getAll ${kb(tasks.bytes)} ` +
      `(${list.length} tasks)`,
  );
  await load('getmeetings', `${base}/getmeetings`, JSON.stringify(session), 200, 4);

  // What the portal moves instead: the light list when the list opens (target: at most 60 kB
  // gzip for 200 meetings), and one meeting whole when it is opened.
  const light = await post(`${base}/meetings/list`, session);
  const first = (JSON.parse(light.text) as { id: string }[])[0];
  const one = first
    ? await post(`${base}/meetings/get`, { ...session, meetingId: first.id })
    : undefined;
  console.log(
    `reply sizes: meetings/list ${kb(light.bytes)} raw, ` +
      `${kb(gzipSync(light.text).length)} gzip (${company.meetings} meetings); ` +
      `meetings/get ${one ? `${kb(one.bytes)} raw, ${kb(gzipSync(one.text).length)} gzip` : 'none'} ` +
      `(one meeting, ${Math.round(company.transcriptEntries / company.meetings)} transcript entries)`,
  );
  await load('meetings/list', `${base}/meetings/list`, JSON.stringify(session), 500, 4);
  if (first) {
    const body = JSON.stringify({ ...session, meetingId: first.id });
    await load('meetings/get', `${base}/meetings/get`, body, 500, 4);
  }
  await load('tasks getAll', `${base}/tasks`, JSON.stringify(session), 500, 4, {
    action: 'getAll',
  });
  // Each big read beside the cost of serializing its own reply in this process.
  await serializationRatio('getmeetings', `${base}/getmeetings`, session, meetings.text);
  await serializationRatio('tasks getAll', `${base}/tasks`, session, tasks.text, {
    action: 'getAll',
  });

  // A drag on the big board: the first 'Not started' card goes to 'In progress' and the whole
  // board is sent back in its new order, as the board machine does (the api-client leaves the
  // descriptions out of a reorder).
  const moved = list.findIndex((t) => t.status === 'Not started');
  const order = list.map((t, i) => ({
    id: t.id,
    title: t.title,
    status: i === moved ? 'In progress' : t.status,
    created_at: t.created_at,
    completed_at: t.completed_at,
    from_meeting: t.from_meeting,
  }));
  const body = JSON.stringify({ ...session, tasks: order });
  const once = await post(`${base}/tasks`, { ...session, tasks: order }, { action: 'updateOrder' });
  console.log(
    `updateOrder body: ${kb(Buffer.byteLength(body))} for ${order.length} tasks; ` +
      `first answer ${once.status}` +
      (once.status === 200 ? '' : `: ${once.text.slice(0, 160)}`),
  );
  if (once.status === 200) {
    // One writer at a time per board (the server locks it), so one connection.
    await load('tasks updateOrder', `${base}/tasks`, body, 50, 1, { action: 'updateOrder' });
    const after = JSON.parse(
      (await post(`${base}/tasks`, session, { action: 'getAll' })).text,
    ) as ServerTask[];
    const kept = after.find((t) => t.id === order[moved]?.id)?.status === 'In progress';
    console.log(`after the rounds the moved card is ${kept ? '' : 'NOT '}in 'In progress'`);
  }
}

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
const companyUser = (company: ScaleCompany): RouteVisitor => ({
  key: company.login.key,
  password: company.login.password,
  landing: /\/dashboard\/business\/meetings$/,
  landingHeading: /^Reuniões de/,
  landingLabel: 'the meetings list',
});

/** The demo admin, who lands on the companies screen. */
const demoAdmin: RouteVisitor = {
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
 * (like the login page figure above), not the wire size of this uncompressed local server.
 */
async function measureRoute(origin: string, visitor: RouteVisitor, route: RouteProbe) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
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

async function hotPathSection() {
  console.log('\n== API hot path beside the HTTP floor: the demo board (autocannon)');
  await measureHotPath(serverMain);
}

// WORKERS=N (Node's cluster) on a throwaway PostgreSQL database.
async function clusterSection() {
  console.log('\n== Cluster mode on PostgreSQL: tasks getAll of the demo board (autocannon)');
  await measureCluster(serverMain);
}

async function growthSection() {
  console.log('\n== Growth: 10 companies, then 10,000 (100 tasks and a meeting each)');
  await measureGrowth(serverMain);
}

async function loginSection(origin: string) {
  console.log(
    '\n== Login page: LCP and CLS in headless Chromium (cold, median of 5), JS+CSS it fetched',
  );
  await measureLoginPage(origin, portalDist);
}

async function main() {
  if (!existsSync(serverMain) || !existsSync(join(portalDist, 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  console.log('== Login page assets (gzip -9)');
  const assets = loginPageAssets();
  console.log(
    `JS  ${assets.js.files} file(s): ${kb(assets.js.gzip)} gzip (${kb(assets.js.raw)} raw)`,
  );
  console.log(
    `CSS ${assets.css.files} file(s): ${kb(assets.css.gzip)} gzip (${kb(assets.css.raw)} raw)`,
  );

  if (only !== null && !ONLY_CASES.includes(only)) {
    throw new Error(`--only takes one of: ${ONLY_CASES.join(', ')}`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    if (only === 'hotpath') {
      await hotPathSection();
      return;
    }
    if (only === 'growth') {
      await growthSection();
      return;
    }
    if (only === 'cluster') {
      await clusterSection();
      return;
    }
    if (only === 'login') {
      // The demo seed (first start) is all the login page needs: nobody is signed in.
      const server = await startServer(dataDir);
      await loginSection(new URL(server.base).origin);
      await server.stop();
      return;
    }
    if (only === 'scale') {
      // The demo seed (first start), the scale company, then its big reads and their ratios.
      await (await startServer(dataDir)).stop();
      const company = await seedScaleCompany(dataDir);
      const server = await startServer(dataDir);
      await measureScale(server.base, company);
      await server.stop();
      return;
    }
    if (only === 'finance') {
      // The demo seed (first start), the finance companies, then the case's figures.
      await (await startServer(dataDir)).stop();
      await seedFinanceCompanies(dataDir);
      const server = await startServer(dataDir);
      await financeSection(server.base, (await adminSession(server.base)).session);
      await server.stop();
      return;
    }
    console.log('\n== Server cold start to first answer (embedded PGlite)');
    const first = await startServer(dataDir);
    console.log(`fresh DATA_DIR (initdb + migrations + demo seed): ${first.ms.toFixed(0)} ms`);
    await first.stop();
    const reopened = await startServer(dataDir);
    console.log(`existing DATA_DIR (reopen):                      ${reopened.ms.toFixed(0)} ms`);
    await reopened.stop();

    const seedStarted = performance.now();
    const company = await seedScaleCompany(dataDir);
    console.log(
      `seed at scale (${company.meetings} meetings through the ingestion service, ` +
        `${company.tasks} tasks): ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    let server = await startServer(dataDir);
    console.log(`reopen with the scale company:                   ${server.ms.toFixed(0)} ms`);

    console.log('\n== Latency and throughput on loopback (autocannon)');
    const { credentials, session: admin } = await adminSession(server.base);
    const { jwt } = admin;
    await load('login', `${server.base}/login`, JSON.stringify(credentials), 2000, 4);
    await load(
      'validate-token',
      `${server.base}/validate-token`,
      JSON.stringify({ authType: 'user', jwt }),
      5000,
      10,
    );

    console.log(
      `\n== Company at scale: ${SCALE.meetings} meetings x ~${SCALE.entriesPerMeeting} entries, ` +
        `${SCALE.boardTasks} tasks (autocannon)`,
    );
    await measureScale(server.base, company);

    console.log(
      `\n== Document library: ${LIBRARY_SCALE.items} items in ${LIBRARY_SCALE.folders} folders, ` +
        'and a 10 MB upload',
    );
    const companyLogin = await fetch(`${server.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(company.login),
    });
    const { jwt_token: userJwt } = (await companyLogin.json()) as { jwt_token: string };
    await measureDocuments(
      server.base,
      { jwt: userJwt, authType: 'user', business: company.businessId },
      server.pid,
    );

    console.log(`\n== Monthly reports: ${REPORT_MONTHS} months of one company`);
    await measureReports(server.base, {
      jwt: userJwt,
      authType: 'user',
      businessId: company.businessId,
    });

    console.log(
      `\n== Admin companies: admin getAll over ${ADMIN_LIST_SCALE.companies} more companies ` +
        `(${ADMIN_LIST_SCALE.peoplePerCompany} people, ${ADMIN_LIST_SCALE.tasksPerCompany} tasks, ` +
        `${ADMIN_LIST_SCALE.meetingsPerCompany} meetings each)`,
    );
    await measureAdminList(server.base, jwt);

    // Finance's own companies join only now, so the admin list above was measured over its
    // ADMIN_LIST_SCALE companies (PGlite: the server stops while another process seeds).
    await server.stop();
    await seedFinanceCompanies(dataDir);
    server = await startServer(dataDir);
    // The admin's session from before the login rounds (a later login may meet the rate limit).
    await financeSection(server.base, admin);

    const origin = new URL(server.base).origin;
    await loginSection(origin);
    console.log('\n== Task board route JS (Chromium, gzip -9 of the scripts it fetched)');
    await measureRoute(origin, companyUser(company), {
      link: 'Tarefas',
      heading: /^Tarefas de/,
      path: '/dashboard/business/tasks',
      ready: (page) => page.getByRole('region', { name: /^Done/ }).getByRole('button').first(),
      readyLabel: `a card of the ${company.tasks}-task board`,
    });
    // Beside the board: the library's route, which brings @dnd-kit and its dialogs too.
    console.log('\n== Documents route JS (Chromium, gzip -9 of the scripts it fetched)');
    await measureRoute(origin, companyUser(company), {
      link: 'Documentos',
      heading: /^Documentos de/,
      path: '/dashboard/business/documents',
      ready: (page) => page.getByRole('region', { name: 'Pastas' }).getByRole('button').first(),
      readyLabel: `a folder of the ${LIBRARY_SCALE.items}-item library`,
    });
    // The Analytics route: its screen, the lazy uPlot chunk (the chart drawn) included.
    console.log('\n== Reports route JS (Chromium, gzip -9 of the scripts it fetched)');
    await measureRoute(origin, companyUser(company), {
      link: 'Reports',
      heading: /^Analytics$/,
      path: '/dashboard/business/reports',
      ready: (page) =>
        page.getByRole('img', { name: 'Faturamento e lucro por mês' }).locator('canvas'),
      readyLabel: `the trend chart of ${REPORT_MONTHS} months`,
    });
    // The admins' chat: its screen with marked (its own chunk) and DOMPurify (shared with the
    // meeting notes), as the demo admin opens it.
    console.log(
      '\n== Chat route JS (Chromium, gzip -9 of the scripts it fetched; marked, DOMPurify)',
    );
    await measureRoute(origin, demoAdmin, {
      link: 'Chat',
      heading: /^Chat com IA$/,
      path: '/admin/chat',
      ready: (page) => page.getByRole('textbox', { name: 'Sua pergunta' }),
      readyLabel: 'the question box',
    });
    await server.stop();

    console.log('\n== AI chat: built-in assistant answer latency');
    await measureChat();

    await hotPathSection();
    await growthSection();

    await clusterSection();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
