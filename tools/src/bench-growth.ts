// Growth, for `npm run bench` or `--only growth`: the demo plus 10 companies of 100
// tasks each, then 10,000 such companies (1 M tasks, a meeting each), on PGlite and on a throwaway
// PostgreSQL database; tasks getAll and getmeetings of the demo company at both sizes. Seeded in
// SQL with generate_series, 1,000 companies a statement, the server stopped (PGlite is one process).
// The server keeps a company's board and meetings while they do not change, so its figures are
// mostly kept replies; the same reads straight from the database (what a change or a cold server
// pays) are timed beside them, with the server stopped.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase, type Database } from '@portal/server/src/db';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { listTasksOfBusiness } from '@portal/server/src/repositories/tasks';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import {
  listAddedTasks,
  listMeetingsOfBusiness,
  listTranscriptsAsJson,
} from '@portal/server/src/repositories/meetings';
import { startBuiltServer } from './bench-cluster';
import { onEachBackend, signInDemoUser, withDemoData } from './bench-backends';

const JWT_SECRET = 'bench-growth-secret-bench-growth-secret-01234';
export const TASKS_PER_COMPANY = 100;
const SIZES = [10, 10_000];
const CHUNK = 1_000;
/** Seconds of requests of each kind to the server, one connection, after a warm-up round. */
const SERVED_SECONDS = 3;
/** Seconds of each kind before the measured rounds. */
const WARM_UP_SECONDS = 10;
/** Reads of each kind straight from the database, after a warm-up of the same number. */
const DIRECT_READS = 200;

type Figures = { p50: number; p99: number; mean: number };
type Row = {
  companies: number;
  tasks: number;
  seedSeconds: number;
  getAll: Figures;
  meetings: Figures;
  /** Mean ms of the board's query and of getmeetings' three, straight from the database. */
  direct: { board: number; meetings: number };
};

/** Adds `count` companies numbered from `from`, each with TASKS_PER_COMPANY tasks and a meeting. */
export async function grow(
  databaseUrl: string | undefined,
  dataDir: string,
  from: number,
  count: number,
) {
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
    // What the database does after a big load (autovacuum, the checkpoint) is done here, before
    // the reads are timed, rather than during them.
    await handle.db.execute(sql`vacuum analyze`);
    await handle.db.execute(sql`checkpoint`).catch(() => undefined);
  } finally {
    await handle.close();
  }
}

/** Mean ms of `read` over DIRECT_READS calls, after as many as a warm-up. */
async function meanMs(read: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < DIRECT_READS; i += 1) await read();
  const started = performance.now();
  for (let i = 0; i < DIRECT_READS; i += 1) await read();
  return (performance.now() - started) / DIRECT_READS;
}

/** The demo company's board and meetings read as the services read them, nothing kept. */
async function readDirect(databaseUrl: string | undefined, dataDir: string, businessId: string) {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  try {
    const db: Database = handle.db;
    const board = await meanMs(() => listTasksOfBusiness(db, businessId));
    const meetings = await meanMs(async () => {
      const rows = await listMeetingsOfBusiness(db, businessId);
      const ids = rows.map((m) => m.id);
      await listTranscriptsAsJson(db, ids);
      await listAddedTasks(db, ids);
    });
    return { board, meetings };
  } finally {
    await handle.close();
  }
}

// autocannon's latencies are whole milliseconds: on one connection, requests one after another for
// a fixed time, that time over the requests answered is the mean a request took.
const figures = (r: autocannon.Result, seconds: number): Figures => ({
  p50: r.latency.p50,
  p99: r.latency.p99,
  mean: (seconds * 1000) / r.requests.total,
});

async function measure(base: string, businessId: string) {
  const jwt = await signInDemoUser(base);
  const body = JSON.stringify({ jwt, authType: 'user', business: businessId });
  const round = async (url: string, headers: Record<string, string>, seconds = SERVED_SECONDS) =>
    figures(
      await autocannon({
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        duration: seconds,
        connections: 1,
      }),
      seconds,
    );
  // A warm-up of both kinds first: just after a big load PostgreSQL is still busy for some
  // seconds (the first reads of a million new rows), and the server's code is not yet compiled.
  await round(`${base}/tasks`, { action: 'getAll' }, WARM_UP_SECONDS);
  await round(`${base}/getmeetings`, {}, WARM_UP_SECONDS);
  const getAll = await round(`${base}/tasks`, { action: 'getAll' });
  const meetings = await round(`${base}/getmeetings`, {});
  return { getAll, meetings };
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
        let served;
        try {
          served = await measure(server.base, businessId);
        } finally {
          await server.stop();
        }
        rows.push({
          companies,
          tasks: companies * TASKS_PER_COMPANY,
          seedSeconds,
          ...served,
          direct: await readDirect(databaseUrl, dataDir, businessId),
        });
      }
    },
  );
  const ms = (f: Figures) => `${f.mean.toFixed(3)} (p50 ${f.p50}, p99 ${f.p99})`;
  console.log(
    `\n-- ${label}: the demo company's calls, 1 connection, ${SERVED_SECONDS} s each, ms`,
  );
  console.log(
    'companies added | tasks added | seed s | tasks getAll mean       | getmeetings mean        ' +
      '| board query | meetings queries',
  );
  for (const r of rows)
    console.log(
      `${String(r.companies).padStart(15)} | ${String(r.tasks).padStart(11)} | ` +
        `${r.seedSeconds.toFixed(1).padStart(6)} | ${ms(r.getAll).padEnd(23)} | ` +
        `${ms(r.meetings).padEnd(23)} | ${r.direct.board.toFixed(2).padStart(11)} | ` +
        `${r.direct.meetings.toFixed(2).padStart(16)}`,
    );
  const [small, big] = rows;
  const times = (a: number, b: number) => `${(b / a).toFixed(2)}x`;
  if (small && big)
    console.log(
      `growth (mean at ${big.companies} / at ${small.companies}): tasks getAll ` +
        `${times(small.getAll.mean, big.getAll.mean)}, getmeetings ` +
        `${times(small.meetings.mean, big.meetings.mean)}; straight from the database: board ` +
        `${times(small.direct.board, big.direct.board)}, meetings ` +
        `${times(small.direct.meetings, big.direct.meetings)}`,
    );
}

/** The growth table on PGlite, then on a throwaway PostgreSQL database. */
export async function measureGrowth(serverMain: string): Promise<void> {
  await onEachBackend((label, databaseUrl) => measureOn(label, serverMain, databaseUrl));
}
