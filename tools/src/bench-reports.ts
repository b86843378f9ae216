// The monthly reports at scale for `npm run bench`: ten years of one company's reports
// (120 months, three custom answers each) read through getSpecificCompany.
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { schema, type Database } from '@portal/server/src/db';
import { loadRound } from './bench-load';

export const REPORT_MONTHS = 120;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Replaces the business's reports with REPORT_MONTHS months ending last month. */
export async function seedReports(db: Database, businessId: string): Promise<void> {
  await db.delete(schema.monthlyReports).where(eq(schema.monthlyReports.businessId, businessId));
  const now = new Date();
  const rows = Array.from({ length: REPORT_MONTHS }, (_, k) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - k, 1));
    const gross = 100_000 + ((k * 7919) % 30_000);
    const netRevenue = Math.round(gross * 0.9 * 100) / 100;
    const cogs = Math.round(gross * 0.4 * 100) / 100;
    const expenses = 25_000 + ((k * 104_729) % 10_000);
    const netProfit = Math.round((netRevenue - cogs - expenses) * 100) / 100;
    return {
      businessId,
      month: month.toISOString().slice(0, 10),
      grossRevenue: gross,
      netRevenue,
      expenses,
      cogs,
      netProfit,
      netMargin: Math.round((netProfit / netRevenue) * 1e6) / 1e6,
      customAnswers: [
        { question: 'Qual foi o destaque do mês?', response: `Destaque do mês ${k + 1}` },
        { question: 'Qual foi o maior desafio?', response: 'Estoque e contratação.' },
        { question: 'Quantos clientes novos?', response: String(20 + (k % 13)) },
      ],
      filledByName: 'Benchmark',
    };
  });
  await db.insert(schema.monthlyReports).values(rows);
}

export async function measureReports(
  base: string,
  session: { jwt: string; authType: string; businessId: string },
): Promise<void> {
  const url = `${base}/admin/reports`;
  const headers = { 'content-type': 'application/json', action: 'getSpecificCompany' };
  const first = await fetch(url, { method: 'POST', headers, body: JSON.stringify(session) });
  const text = await first.text();
  const [group] = JSON.parse(text) as { items: unknown[] }[];
  console.log(
    `getSpecificCompany reply: ${kb(Buffer.byteLength(text))} ` +
      `(${kb(gzipSync(text).length)} gzip) for ${group?.items.length ?? 0} months; ` +
      `status ${first.status}`,
  );
  for (const connections of [1, 4]) {
    await loadRound({
      title: 'getSpecificCompany',
      titleWidth: 20,
      url,
      headers,
      body: JSON.stringify(session),
      amount: 300,
      connections,
    });
  }
}
