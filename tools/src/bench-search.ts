// The portal's search, for `npm run bench` or `--only search`: p50/p99 of /search (the demo
// company, as its user) and /search/all (every company, as the demo admin) on the demo alone, then
// with 10,000 more companies, each with a meeting of TRANSCRIPT_LINES transcript lines, tasks and
// documents (3 M words of transcript). On PGlite and on a throwaway PostgreSQL database; seeded in
// SQL with generate_series, 1,000 companies a statement, the server stopped (PGlite is one
// process). The server keeps no search reply: every request runs its five queries.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase } from '@portal/server/src/db';
import { startBuiltServer } from './bench-cluster';
import { onEachBackend, signInDemoUser, withDemoData } from './bench-backends';

const JWT_SECRET = 'bench-search-secret-bench-search-secret-0123456';
const COMPANIES = 10_000;
const TRANSCRIPT_LINES = 30;
const TASKS_PER_COMPANY = 20;
const CHUNK = 1_000;
/** Requests of each query, one connection, after WARM_UP of the same query. */
const REQUESTS = 200;
const WARM_UP = 50;

/** What each case searches: a common word, a part of a word, nothing to find, two words. */
const CASES = [
  { scope: 'company', query: 'fornada' },
  { scope: 'company', query: 'precif' },
  { scope: 'company', query: 'xilofone' },
  { scope: 'all', query: 'fornada' },
  { scope: 'all', query: 'ficha técnica' },
  { scope: 'all', query: 'xilofone' },
] as const;

// Lines the growth companies' meetings say, in turn (words the demo's meetings use too).
const LINES = [
  'Bom dia a todos, vamos começar pela revisão do mês.',
  'O fornecedor de farinha reajustou o preço em doze por cento.',
  'A ficha técnica precisa ratear o custo de cada fornada.',
  'Precisamos renegociar os contratos de aluguel até o fim do trimestre.',
  'As vendas do delivery cresceram, mas a margem caiu.',
  'Vamos montar a precificação dos produtos principais.',
  'O caixa está apertado por causa das compras de dezembro.',
  'A equipe pediu treinamento no sistema novo de pedidos.',
  'Sobra bastante produção nas segundas e terças.',
  'Próximo passo: enviar o orçamento ao cliente corporativo.',
];

type Figures = { p50: number; p99: number };
type Row = { label: string; companies: number; figures: Figures[] };

/** Adds COMPANIES companies with a meeting and its transcript, tasks and three documents. */
async function grow(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  const lines = sql.raw(`array[${LINES.map((l) => `'${l.replaceAll("'", "''")}'`).join(', ')}]`);
  try {
    for (let start = 0; start < COMPANIES; start += CHUNK) {
      const end = Math.min(start + CHUNK, COMPANIES) - 1;
      await handle.db.execute(sql`
        with b as (
          insert into businesses (name, niche, knowledge_base)
          select 'Empresa de busca ' || i, 'Varejo', 'Comércio de bairro com entregas.'
          from generate_series(${start}::int, ${end}::int) i
          returning id
        ), m as (
          insert into meetings (business_id, title, date, overview, notes)
          select id, 'Reunião de acompanhamento', now(), 'Resumo da reunião do mês',
            'Decisões: rever preços e contratos.'
          from b
          returning id
        ), e as (
          insert into meeting_transcript_entries (meeting_id, position, speaker, text, minutes)
          select m.id, n, (array['Ana', 'Bruno', 'Carla'])[1 + n % 3],
            (${lines})[1 + n % ${LINES.length}] || ' (' || n || ')', n
          from m cross join generate_series(0, ${TRANSCRIPT_LINES - 1}::int) n
        ), f as (
          insert into documents (business_id, type, name)
          select id, 'folder', 'Contratos' from b
          returning id, business_id
        ), d as (
          insert into documents (business_id, type, name, parent_id, drive_url)
          select f.business_id, 'driveFile', name, f.id, 'https://docs.google.com/document/d/x/edit'
          from f cross join (values ('Contrato de aluguel'), ('Ficha técnica dos pães')) v(name)
        )
        insert into tasks (business_id, title, description, status, position)
        select b.id, 'Tarefa ' || n || ': rever fornecedor', 'Descrição da tarefa ' || n,
          (array['not-started', 'in-progress', 'done'])[1 + n % 3], n
        from b cross join generate_series(0, ${TASKS_PER_COMPANY - 1}::int) n`);
    }
    await handle.db.execute(sql`vacuum analyze`);
    await handle.db.execute(sql`checkpoint`).catch(() => undefined);
  } finally {
    await handle.close();
  }
}

async function signInDemoAdmin(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authType: 'user', key: 'admin@demo.com.br', password: 'demo1234' }),
  });
  return ((await res.json()) as { jwt_token: string }).jwt_token;
}

async function measure(base: string, businessId: string): Promise<Figures[]> {
  const user = await signInDemoUser(base);
  const admin = await signInDemoAdmin(base);
  const out: Figures[] = [];
  for (const c of CASES) {
    const body = JSON.stringify(
      c.scope === 'company'
        ? { jwt: user, authType: 'user', business: businessId, query: c.query }
        : { jwt: admin, authType: 'user', query: c.query },
    );
    const run = (amount: number) =>
      autocannon({
        url: `${base}/${c.scope === 'company' ? 'search' : 'search/all'}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        amount,
        connections: 1,
      });
    await run(WARM_UP);
    const r = await run(REQUESTS);
    if (r.non2xx > 0) throw new Error(`search ${c.query}: ${r.non2xx} answers were not 200`);
    out.push({ p50: r.latency.p50, p99: r.latency.p99 });
  }
  return out;
}

async function measureOn(label: string, serverMain: string, databaseUrl?: string) {
  const rows: Row[] = [];
  let seedSeconds = 0;
  await withDemoData(
    serverMain,
    'portal-bench-search-',
    JWT_SECRET,
    databaseUrl,
    async (env, businessId, dataDir) => {
      for (const companies of [0, COMPANIES]) {
        if (companies > 0) {
          const started = performance.now();
          await grow(databaseUrl, dataDir);
          seedSeconds = (performance.now() - started) / 1000;
        }
        const server = await startBuiltServer(serverMain, env, 1);
        try {
          rows.push({ label, companies, figures: await measure(server.base, businessId) });
        } finally {
          await server.stop();
        }
      }
    },
  );
  console.log(
    `\n-- ${label}: ${REQUESTS} searches of each, 1 connection, p50 / p99 ms ` +
      `(seed of ${COMPANIES.toLocaleString('en')} companies: ${seedSeconds.toFixed(1)} s)`,
  );
  console.log(
    `${'companies added'.padEnd(16)}| ${CASES.map((c) => `${c.scope} "${c.query}"`.padEnd(22)).join('| ')}`,
  );
  for (const r of rows)
    console.log(
      `${String(r.companies).padStart(15)} | ${r.figures
        .map((f) => `${f.p50} / ${f.p99}`.padEnd(22))
        .join('| ')}`,
    );
}

/** The search's table on PGlite, then on a throwaway PostgreSQL database. */
export async function measureSearch(serverMain: string): Promise<void> {
  console.log(
    `\n== Search: the demo, then ${COMPANIES.toLocaleString('en')} more companies (a meeting of ` +
      `${TRANSCRIPT_LINES} transcript lines, ${TASKS_PER_COMPANY} tasks and 3 documents each)`,
  );
  await onEachBackend((label, databaseUrl) => measureOn(label, serverMain, databaseUrl));
}
