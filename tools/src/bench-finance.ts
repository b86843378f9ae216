// Admin finance at scale for `npm run bench`: 2,000 active companies with a monthly
// report (DRE) each for the last 12 months, read through admin/finance getAll as one month and as
// the whole 12-month range (summed per company on the server), and the range's XLSX export.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { schema, type Database } from '@portal/server/src/db';
import { loadRound } from './bench-load';

export const FINANCE_SCALE = { companies: 2000, months: 12 } as const;

/** Rows a single INSERT carries (PostgreSQL allows 65,535 parameters a statement). */
const BATCH = 1000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** 'YYYY-MM' of the month `back` months before the current one (UTC; the bench's own calendar). */
function monthBack(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
}

/** The months the seed fills: the last FINANCE_SCALE.months, ending last month. */
const financeRange = () => ({ start: monthBack(FINANCE_SCALE.months), end: monthBack(1) });

/**
 * Adds FINANCE_SCALE.companies active companies, each with a report for every one of the last
 * FINANCE_SCALE.months months (figures varied per company and month, some at a loss).
 */
export async function seedFinance(db: Database): Promise<void> {
  const ids = Array.from({ length: FINANCE_SCALE.companies }, () => randomUUID());
  for (let i = 0; i < ids.length; i += BATCH) {
    await db.insert(schema.businesses).values(
      ids.slice(i, i + BATCH).map((id, k) => ({
        id,
        name: `Empresa Bench ${String(i + k + 1).padStart(4, '0')}`,
        niche: 'Benchmark',
        status: 'active' as const,
      })),
    );
  }
  const rows = ids.flatMap((businessId, c) =>
    Array.from({ length: FINANCE_SCALE.months }, (_, m) => {
      const gross = 50_000 + ((c * 7919 + m * 104_729) % 150_000);
      const netRevenue = Math.round(gross * 0.9 * 100) / 100;
      const cogs = Math.round(gross * 0.35 * 100) / 100;
      const expenses = 20_000 + ((c * 31 + m * 17) % 25_000);
      const netProfit = Math.round((netRevenue - cogs - expenses) * 100) / 100;
      return {
        businessId,
        month: `${monthBack(m + 1)}-01`,
        grossRevenue: gross,
        netRevenue,
        expenses,
        cogs,
        netProfit,
        netMargin: Math.round((netProfit / netRevenue) * 1e6) / 1e6,
        filledByName: 'Benchmark',
      };
    }),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(schema.monthlyReports).values(rows.slice(i, i + BATCH));
  }
}

type Session = { jwt: string; authType: string };

async function measure(
  title: string,
  url: string,
  action: string,
  body: unknown,
  amount: number,
): Promise<void> {
  const headers = { 'content-type': 'application/json', action };
  const first = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const bytes = Buffer.from(await first.arrayBuffer());
  const isJson = (first.headers.get('content-type') ?? '').includes('json');
  const count =
    isJson && first.ok ? (JSON.parse(bytes.toString('utf8')) as unknown[]).length : null;
  console.log(
    `${title} reply: ${kb(bytes.length)}` +
      (isJson ? ` (${kb(gzipSync(bytes).length)} gzip)` : '') +
      (count === null ? '' : ` for ${count} companies`) +
      `; status ${first.status}`,
  );
  for (const connections of [1, 4]) {
    await loadRound({
      title,
      titleWidth: 30,
      url,
      headers: { action },
      body: JSON.stringify(body),
      amount,
      connections,
    });
  }
}

/** getAll for last month and for the 12 months, and the 12 months' workbook, as the admin. */
export async function measureFinance(base: string, session: Session): Promise<void> {
  const url = `${base}/admin/finance`;
  const range = financeRange();
  await measure('finance getAll, one month', url, 'getAll', { ...session, period: range.end }, 200);
  await measure('finance getAll, 12 months', url, 'getAll', { ...session, period: range }, 100);
  await measure(
    'finance exportXlsx, 12 months',
    `${url}/export`,
    'exportXlsx',
    {
      ...session,
      period: range,
    },
    20,
  );
}
