// `npm run bench`: prints figures, asserts nothing. Speed is measured here, never in tests.
// Needs the built portal and server (the root `bench` script builds them first).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@portal/domain';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase } from '@portal/server/src/db';
import { LIBRARY_SCALE, measureDocuments } from './bench-documents';
import { REPORT_MONTHS, measureReports } from './bench-reports';
import { FINANCE_SCALE, measureFinance, seedFinance } from './bench-finance';
import { ADMIN_LIST_SCALE, measureAdminList } from './bench-admin-businesses';
import { measureChat } from './bench-chat';
import { measureCluster } from './bench-cluster';
import { measureHotPath } from './bench-hotpath';
import { measureGrowth } from './bench-growth';
import { DIGEST_COMPANIES, measureDigest } from './bench-digest';
import { measureSearch } from './bench-search';
import { measureLoginPage } from './bench-login';
import { measureSignIn } from './bench-signin';
import { companyUser, demoAdmin, measureRoute } from './bench-routes';
import { SCALE, measureScale, seedScaleCompany } from './bench-scale';
import {
  kb,
  load,
  loginPageAssets,
  portalDist,
  post,
  serverMain,
  startServer,
} from './bench-server';

/** `--only finance` (or `login`, `signin`, `hotpath`, `growth`, `digest`, `chat`, `search`, `scale`, `cluster`): one case alone (its seed and its figures), not the whole bench. */
const only = (() => {
  const at = process.argv.indexOf('--only');
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
})();
const ONLY_CASES = [
  'finance',
  'login',
  'signin',
  'hotpath',
  'growth',
  'digest',
  'chat',
  'search',
  'scale',
  'cluster',
];

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

async function digestSection() {
  console.log(
    `\n== Weekly digest: ${DIGEST_COMPANIES.toLocaleString('en')} growth companies, 2 people each (time and mails written)`,
  );
  await measureDigest();
}

async function loginSection(origin: string) {
  console.log(
    '\n== Login page: LCP and CLS in headless Chromium (cold, median of 5), JS+CSS it fetched',
  );
  await measureLoginPage(origin, portalDist);
}

async function signInSection(origin: string) {
  console.log(
    "\n== Sign-in and navigation: 'Entrar' → first screen beside the server's time, company screens (Chromium)",
  );
  await measureSignIn(origin);
}

async function main() {
  // The digest runs the server's jobs in this process: it needs no build.
  if (only === 'digest') return digestSection();
  // So does the assistant: its question bank's scores and answer latency, in process.
  if (only === 'chat') return measureChat();
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
      await measureSearch(serverMain);
      return;
    }
    if (only === 'search') {
      await measureSearch(serverMain);
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
    if (only === 'signin') {
      // The demo seed (first start) is all it needs: the demo user and admin sign in.
      const server = await startServer(dataDir);
      try {
        await signInSection(new URL(server.base).origin);
      } finally {
        await server.stop();
      }
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
    // Figures only: a failure here is said, and the later sections still run.
    await signInSection(origin).catch((error: unknown) => console.error('sign-in section:', error));
    console.log('\n== Task board route JS (Chromium, gzip -9 of the scripts it fetched)');
    await measureRoute(origin, companyUser(company), {
      link: 'Tarefas',
      heading: /^Tarefas de/,
      path: routes.tasks,
      ready: (page) => page.getByRole('region', { name: /^Done/ }).getByRole('button').first(),
      readyLabel: `a card of the ${company.tasks}-task board`,
    });
    // Beside the board: the library's route, which brings @dnd-kit and its dialogs too.
    console.log('\n== Documents route JS (Chromium, gzip -9 of the scripts it fetched)');
    await measureRoute(origin, companyUser(company), {
      link: 'Documentos',
      heading: /^Documentos de/,
      path: routes.documents,
      ready: (page) => page.getByRole('region', { name: 'Pastas' }).getByRole('button').first(),
      readyLabel: `a folder of the ${LIBRARY_SCALE.items}-item library`,
    });
    // The Analytics route: its screen, the lazy uPlot chunk (the chart drawn) included.
    console.log('\n== Reports route JS (Chromium, gzip -9 of the scripts it fetched)');
    await measureRoute(origin, companyUser(company), {
      link: 'Reports',
      heading: /^Analytics$/,
      path: routes.reports,
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
      path: routes.adminChat,
      ready: (page) => page.getByRole('textbox', { name: 'Sua pergunta' }),
      readyLabel: 'the question box',
    });
    await server.stop();

    console.log('\n== AI chat: built-in assistant answer latency');
    await measureChat();

    await hotPathSection();
    await growthSection();
    await digestSection();

    await clusterSection();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
