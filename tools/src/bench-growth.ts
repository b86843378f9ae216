// Growth (issue 14), for `npm run bench` or `--only growth`: the demo plus 10 companies of 100
// tasks each, then 10,000 such companies (1 M tasks, a meeting each), on PGlite and on a throwaway
// PostgreSQL database; tasks getAll and getmeetings of the demo company at both sizes. Seeded in
// SQL with generate_series, 1,000 companies a statement, the server stopped (PGlite is one process).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase } from '@portal/server/src/db';
import { startBuiltServer } from './bench-cluster';
import { onEachBackend, signInDemoUser, withDemoData } from './bench-backends';

const JWT_SECRET = 'bench-growth-secret-bench-growth-secret-01234';
const TASKS_PER_COMPANY = 100;
const SIZES = [10, 10_000];
const CHUNK = 1_000;

type Figures = { p50: number; p99: number; mean: number };
type Row = {
  companies: number;
  tasks: number;
  seedSeconds: number;
  getAll: Figures;
  meetings: Figures;
};

/** Adds `count` companies numbered from `from`, each with TASKS_PER_COMPANY tasks and a meeting. */
async function grow(databaseUrl: string | undefined, dataDir: string, from: number, count: number) {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  try {
    for (let start = from; start < from + count; start += CHUNK) {
      const end = Math.min(start + CHUNK, from + count) - 1;
      await handle.db.execute(sql`
        with b as (
          insert into businesses (name, niche)
          select 'Empresa de crescimento ' || i, 'Varejo' from generate_series(${start}::int, ${end}::int) i
          returning id
        ), m as (
          insert into meetings (business_id, title, date, overview)
          select id, 'Reunião de acompanhamento', now(), 'Resumo da reunião do mês' from b
        )
        insert into tasks (business_id, title, description, status, position)
        select b.id, 'Tarefa ' || n, 'Descrição da tarefa ' || n,
          (array['not-started', 'in-progress', 'done'])[1 + n % 3], n
        from b cross join generate_series(0, ${TASKS_PER_COMPANY - 1}::int) n`);
    }
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}

const figures = (r: autocannon.Result): Figures => ({
  p50: r.latency.p50,
  p99: r.latency.p99,
  mean: r.latency.mean,
});

async function measure(base: string, businessId: string) {
  const jwt = await signInDemoUser(base);
  const body = JSON.stringify({ jwt, authType: 'user', business: businessId });
  const round = (url: string, headers: Record<string, string>) =>
    autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      amount: 1_000,
      connections: 1,
    });
  await round(`${base}/tasks`, { action: 'getAll' }); // warm-up
  const getAll = await round(`${base}/tasks`, { action: 'getAll' });
  const meetings = await round(`${base}/getmeetings`, {});
  return { getAll: figures(getAll), meetings: figures(meetings) };
}

async function measureOn(label: string, serverMain: string, databaseUrl?: string) {
  const rows: Row[] = [];
  await withDemoData(
    serverMain,
    'portal-bench-growth-',
    JWT_SECRET,
    databaseUrl,
    async (env, businessId, dataDir) => {
      let companies = 0;
      for (const size of SIZES) {
        const started = performance.now();
        await grow(databaseUrl, dataDir, companies, size - companies);
        const seedSeconds = (performance.now() - started) / 1000;
        companies = size;
        const server = await startBuiltServer(serverMain, env, 1);
        try {
          rows.push({
            companies,
            tasks: companies * TASKS_PER_COMPANY,
            seedSeconds,
            ...(await measure(server.base, businessId)),
          });
        } finally {
          await server.stop();
        }
      }
    },
  );
  const ms = (f: Figures) => `${f.mean.toFixed(2)} (p50 ${f.p50}, p99 ${f.p99})`;
  console.log(`\n-- ${label}: the demo company's calls, 1 connection, 1,000 requests, ms`);
  console.log(
    'companies added | tasks added | seed s | tasks getAll mean       | getmeetings mean',
  );
  for (const r of rows)
    console.log(
      `${String(r.companies).padStart(15)} | ${String(r.tasks).padStart(11)} | ` +
        `${r.seedSeconds.toFixed(1).padStart(6)} | ${ms(r.getAll).padEnd(23)} | ${ms(r.meetings)}`,
    );
  const [small, big] = rows;
  if (small && big)
    console.log(
      `growth (mean at ${big.companies} / at ${small.companies}): tasks getAll ` +
        `${(big.getAll.mean / small.getAll.mean).toFixed(2)}x, getmeetings ` +
        `${(big.meetings.mean / small.meetings.mean).toFixed(2)}x`,
    );
}

/** The growth table on PGlite, then on a throwaway PostgreSQL database. */
export async function measureGrowth(serverMain: string): Promise<void> {
  await onEachBackend((label, databaseUrl) => measureOn(label, serverMain, databaseUrl));
}
