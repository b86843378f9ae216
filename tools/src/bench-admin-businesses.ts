// The admin companies list at scale for `npm run bench`: 2,000 companies, each with
// its people, half a year of reports, a board and a few meetings, read through admin getAll
// (which answers each company with its people and its health badge).
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { schema, type Database } from '@portal/server/src/db';

export const ADMIN_LIST_SCALE = {
  companies: 2_000,
  peoplePerCompany: 3,
  reportMonths: 6,
  tasksPerCompany: 20,
  meetingsPerCompany: 5,
};

const DAY_MS = 86_400_000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Inserts rows in slices (PostgreSQL caps a statement at 65,535 parameters). */
async function insertAll<T>(insert: (rows: T[]) => Promise<unknown>, rows: T[], size = 1_000) {
  for (let k = 0; k < rows.length; k += size) await insert(rows.slice(k, k + size));
}

/**
 * Adds ADMIN_LIST_SCALE.companies active companies to an open database (the server stopped when
 * it is PGlite). Their people share one password hash that opens nothing (no login is needed).
 */
export async function seedCompanies(db: Database, now = new Date()): Promise<void> {
  const scale = ADMIN_LIST_SCALE;
  const run = crypto.randomUUID().slice(0, 6);
  const businesses: (typeof schema.businesses.$inferInsert)[] = [];
  const users: (typeof schema.users.$inferInsert)[] = [];
  const links: (typeof schema.userBusinesses.$inferInsert)[] = [];
  const reports: (typeof schema.monthlyReports.$inferInsert)[] = [];
  const tasks: (typeof schema.tasks.$inferInsert)[] = [];
  const meetings: (typeof schema.meetings.$inferInsert)[] = [];
  for (let c = 0; c < scale.companies; c += 1) {
    const businessId = crypto.randomUUID();
    const people = Array.from({ length: scale.peoplePerCompany }, (_, p) => ({
      id: crypto.randomUUID(),
      name: `Pessoa ${p + 1} da Empresa ${c + 1}`,
      email: `p${p + 1}.e${c + 1}.${run}@lista.bench`,
      passwordHash: 'não-é-um-hash',
      role: 'user' as const,
    }));
    users.push(...people);
    links.push(...people.map((p) => ({ userId: p.id, businessId })));
    businesses.push({
      id: businessId,
      name: `Empresa ${String(c + 1).padStart(4, '0')} ${run}`,
      website: `https://empresa${c + 1}.example.com.br`,
      niche: ['Varejo', 'Serviços', 'Alimentação', 'Saúde'][c % 4],
      knowledgeBase: 'Empresa gerada pelo benchmark da lista de empresas do admin.',
      customQuestions: ['Qual foi o destaque do mês?', 'Qual foi o maior desafio?'],
      metaFaturamento: 500_000 + c,
      usernameInstagram: `@empresa${c + 1}`,
      managedBy: people[0]!.id,
      lastDre: new Date(now.getTime() - (c % 40) * DAY_MS).toISOString().slice(0, 10),
    });
    // Most companies filled last month; every seventh did not.
    for (let m = c % 7 === 0 ? 2 : 1; m <= scale.reportMonths; m += 1) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m, 1));
      reports.push({ businessId, month: month.toISOString().slice(0, 10), grossRevenue: 100_000 });
    }
    for (let t = 0; t < scale.tasksPerCompany; t += 1) {
      const createdAt = new Date(now.getTime() - (t * 5 + (c % 3)) * DAY_MS);
      const status = (['not-started', 'in-progress', 'done'] as const)[t % 3];
      tasks.push({ businessId, title: `Tarefa ${t + 1}`, status, position: t, createdAt });
    }
    for (let m = 0; m < scale.meetingsPerCompany; m += 1) {
      const date = new Date(now.getTime() - (m * 14 + (c % 10)) * DAY_MS);
      meetings.push({ businessId, title: `Mentoria ${m + 1}`, date });
    }
  }
  await db.transaction(async (tx) => {
    await insertAll((rows) => tx.insert(schema.users).values(rows), users);
    await insertAll((rows) => tx.insert(schema.businesses).values(rows), businesses, 500);
    await insertAll((rows) => tx.insert(schema.userBusinesses).values(rows), links);
    await insertAll((rows) => tx.insert(schema.monthlyReports).values(rows), reports);
    await insertAll((rows) => tx.insert(schema.tasks).values(rows), tasks);
    await insertAll((rows) => tx.insert(schema.meetings).values(rows), meetings);
  });
}

/** admin getAll as the demo's admin sees it: the reply's size, then p50/p99 under load. */
export async function measureAdminList(base: string, jwt: string): Promise<void> {
  const url = `${base}/admin/business`;
  const headers = { 'content-type': 'application/json', action: 'getAll' };
  const body = JSON.stringify({ jwt, authType: 'user' });
  const first = await fetch(url, { method: 'POST', headers, body });
  const text = await first.text();
  const companies = (JSON.parse(text) as unknown[]).length;
  console.log(
    `admin getAll reply: ${kb(Buffer.byteLength(text))} (${kb(gzipSync(text).length)} gzip) ` +
      `for ${companies} companies; status ${first.status}`,
  );
  for (const connections of [1, 4]) {
    const result = await autocannon({
      url,
      method: 'POST',
      headers,
      body,
      amount: 100,
      connections,
    });
    console.log(
      `admin getAll         100 req, ${connections} conn: p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s` +
        (result.non2xx + result.errors ? `  (${result.non2xx + result.errors} not 2xx)` : ''),
    );
  }
}
