import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { eq } from 'drizzle-orm';
import { toReportsData, type FinanceRecord, type ReportsReply } from '@portal/api-client';
import {
  companyHealth,
  financeMachine,
  formatBRL,
  formatBRLOrDash,
  formatChangePercent,
  formatGoalProgress,
  formatNetMargin,
  formatProfitChange,
  formatReportMargin,
  formatSignedBRL,
  FINANCE_EXPORT_TOTAL,
  HEALTH_REPORT_MISSING,
  reportsMachine,
  selectFinanceView,
  selectReportsView,
  type Delta,
  type FinanceView,
  type LoadFinanceInput,
  type LoadFinanceOutput,
  type MonthlyReport,
  type ReportsView,
  type SummaryCards,
} from '@portal/domain';
import { schema } from './db';
import { DEMO_MISSING_REPORT_BUSINESS } from './seed/demo';
import { BACKENDS, poster, type TestServer } from './test/harness';
import { startDemoServer } from './test/demo-server';
import { answer, callTools, startFakeOpenAi, type FakeOpenAi } from './test/fake-openai';
import { pdfText } from './test/pdf';

// One computation per indicator: every surface that prints a figure of a company's reports (the
// Analytics screen's view, the report detail, the month's PDF and the XLSX, the admin finance
// screen's view and its workbook, both engines of the assistant) prints the same one. The screen's
// view is the reference: the domain's view function fed by the API's reply through the portal's
// mapper, written with the screen's formatters. The other surfaces must print what it prints.
// No e-mail prints a figure (the report reminder names the month only).

/** Mid-November 2026 in São Paulo: October is the newest report of Padaria Pão da Serra. */
const NOW = new Date('2026-11-16T15:00:00Z');
const COMPANY = 'Padaria Pão da Serra';
const MONTH = '2026-10';
const KEY = 'sk-teste-figuras';

/** A workbook cell as a number: the value, or a formula's result. */
const numberIn = (value: ExcelJS.CellValue): number | undefined => {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number')
    return value.result;
  return undefined;
};
/** Whether a cell names October 2026 (a date in that month, or text saying so). */
const isOctober = (value: ExcelJS.CellValue): boolean =>
  value instanceof Date
    ? value.getUTCFullYear() === 2026 && value.getUTCMonth() === 9
    : typeof value === 'string' && /outubro de 2026|2026-10|10\/2026/i.test(value);
/** Every row of every sheet, as its cells. */
const rowsOf = async (bytes: ArrayBuffer): Promise<ExcelJS.CellValue[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: ExcelJS.CellValue[][] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
};
/** A row's figures as printed: money in BRL, so a row matches a record to the cent. */
const printedMoney = (row: ExcelJS.CellValue[]) =>
  row.map(numberIn).flatMap((n) => (n === undefined ? [] : [formatBRL(n)]));

/** The six figures of a month as the report detail prints them. */
const detailFigures = (r: MonthlyReport) => [
  formatBRL(r.gross_revenue),
  formatBRL(r.net_revenue),
  formatBRL(r.expenses),
  formatBRL(r.cogs),
  formatBRL(r.net_profit),
  formatReportMargin(r.net_margin),
];
/** The three cards as the Analytics screen prints them (SummaryCards' formatters). */
const cardTexts = (cards: SummaryCards) => ({
  average: formatBRLOrDash(cards.averageNetProfit),
  change: formatProfitChange(cards.netProfitChange?.percent ?? null),
  yearRevenue: formatBRL(cards.goal.yearRevenue),
  progress: formatGoalProgress(cards.goal.progress),
  forecast: formatBRLOrDash(cards.goal.forecast),
});
/** A change as the comparison table prints it. */
const deltaTexts = (d: Delta) => [formatSignedBRL(d.amount), formatChangePercent(d.percent)];

async function viewOf<V>(
  machine: AnyActorLogic,
  select: (snapshot: never) => V,
  ready: (snapshot: never) => boolean,
): Promise<V> {
  const actor = createActor(machine, { input: { today: NOW } }).start();
  const snapshot = await waitFor(actor, ready as never);
  actor.stop();
  return select(snapshot as never);
}

describe.each(BACKENDS)('one figure, one computation, on every surface (%s)', (backend) => {
  let s: TestServer;
  let fake: FakeOpenAi;
  let openAi: Awaited<ReturnType<TestServer['startSibling']>>;
  let jwt: string;
  let businessId: string;
  let screen: ReportsView;
  let october: MonthlyReport;
  let finance: FinanceView;

  const session = () => ({ jwt, authType: 'user' });
  const download = async (path: string, action: string, body: Record<string, unknown>) => {
    const res = await fetch(`${s.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', action },
      body: JSON.stringify({ ...session(), ...body }),
    });
    expect(res.status).toBe(200);
    return res.arrayBuffer();
  };
  const ask = async (message: string) => {
    const r = await s.post('/chat', { jwt, message });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.output as string;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ({ s, jwt } = await startDemoServer(backend, NOW));
    openAi = await s.startSibling({
      ai: { baseUrl: fake.baseUrl, apiKey: KEY, model: 'modelo', timeoutMs: 10_000 },
    });
    const [company] = await s.handle.db
      .select()
      .from(schema.businesses)
      .where(eq(schema.businesses.name, COMPANY));
    businessId = company!.id;

    // The Analytics screen and the report detail: the reports' reply through the portal's mapper
    // into the screen's machine, and its view.
    const reply = await s.post(
      '/admin/reports',
      { ...session(), businessId },
      { action: 'getSpecificCompany' },
    );
    expect(reply.status).toBe(200);
    const data = toReportsData(
      reply.body as ReportsReply,
      { ...company!, custom_questions: [] },
      null,
    );
    screen = await viewOf(
      reportsMachine.provide({ actors: { loadReports: fromPromise(async () => data) } }),
      selectReportsView,
      (snap: { matches: (v: unknown) => boolean }) => snap.matches({ list: 'ready' }),
    );
    october = screen.reports.find((r) => r.month_year.startsWith(MONTH))!;

    // The admin finance screen for October: its records and the companies it counts.
    const records = await s.post(
      '/admin/finance',
      { ...session(), period: MONTH },
      { action: 'getAll' },
    );
    const companies = await s.post('/admin/business', session(), { action: 'getAll' });
    expect([records.status, companies.status]).toEqual([200, 200]);
    finance = await viewOf(
      financeMachine.provide({
        actors: {
          loadFinance: fromPromise<LoadFinanceOutput, LoadFinanceInput>(async () => ({
            records: records.body as FinanceRecord[],
            totalCompanies: (companies.body as unknown[]).length,
          })),
        },
      }),
      selectFinanceView,
      (snap: { matches: (v: unknown) => boolean }) => snap.matches({ data: 'ready' }),
    );
  });
  afterAll(async () => {
    await openAi?.close();
    await s?.close();
    await fake?.close();
  });

  it("the PDF of October prints the screen's cards, the detail's figures and the table's changes", async () => {
    // The screen in November: October, its newest report, anchors the six months.
    expect(screen.status).toBe('ready');
    expect(screen.cards.anchor).toEqual({ year: 2026, month: 10 });
    // Every run of spaces as one: the PDF lays a figure's 'R$' and digits out as it likes.
    const flat = (value: string) => value.replace(/\s+/g, ' ');
    const text = flat(
      await pdfText(
        new Uint8Array(
          await download('/admin/reports/export', 'exportPdf', { businessId, month: MONTH }),
        ),
      ),
    );
    const cards = cardTexts(screen.cards);
    for (const [name, value] of Object.entries(cards)) expect(text, name).toContain(flat(value));
    expect(text).toContain(flat(formatBRL(screen.cards.goal.revenueGoal!)));
    for (const value of detailFigures(october)) expect(text).toContain(flat(value));
    const row = screen.comparisons.find((c) => c.report.id === october.id)!;
    for (const value of [
      ...deltaTexts(row.monthOnMonth!.grossRevenue),
      ...deltaTexts(row.monthOnMonth!.netProfit),
    ])
      expect(text).toContain(flat(value));
  });

  it('the XLSX prints every month as the report detail does', async () => {
    const rows = await rowsOf(
      await download('/admin/reports/export', 'exportXlsx', { businessId }),
    );
    const row = rows.find((cells) => cells.some(isOctober) && printedMoney(cells).length >= 5)!;
    expect(row).toBeDefined();
    const printed = printedMoney(row);
    for (const value of detailFigures(october).slice(0, 5)) expect(printed).toContain(value);
    const margins = row.map(numberIn).filter((n) => n !== undefined && Math.abs(n) < 1);
    expect(margins.map((m) => formatReportMargin(m!))).toContain(
      formatReportMargin(october.net_margin),
    );
  });

  it("the finance screen's October row is the report, and its workbook prints the screen's totals", async () => {
    const row = finance.rows.find((r) => r.businessId === businessId)!;
    expect(
      [row.gross_revenue, row.net_revenue, row.expenses, row.cogs, row.net_profit].map(formatBRL),
    ).toEqual(detailFigures(october).slice(0, 5));
    expect(formatReportMargin(row.net_margin)).toBe(formatReportMargin(october.net_margin));

    const rows = await rowsOf(
      await download('/admin/finance/export', 'exportXlsx', { period: MONTH }),
    );
    const total = rows.find((cells) => cells.includes(FINANCE_EXPORT_TOTAL))!;
    const { totals } = finance;
    expect(printedMoney(total)).toEqual(
      expect.arrayContaining(
        [
          totals.gross_revenue,
          totals.net_revenue,
          totals.expenses,
          totals.cogs,
          totals.net_profit,
        ].map(formatBRL),
      ),
    );
    expect(
      total.map(numberIn).flatMap((n) => (n === undefined ? [] : [formatNetMargin(n)])),
    ).toContain(formatNetMargin(totals.net_margin));
    // Its own company's row prints the report's figures.
    const pao = rows.find((cells) => cells.includes(COMPANY))!;
    for (const value of detailFigures(october).slice(0, 5))
      expect(printedMoney(pao)).toContain(value);
  });

  it('the built-in assistant prints the same figures', async () => {
    const dre = await ask(`DRE de outubro de 2026 da ${COMPANY}`);
    for (const value of detailFigures(october).slice(0, 5)) expect(dre).toContain(value);
    expect(dre).toContain(formatNetMargin(october.net_margin));
    const row = screen.comparisons.find((c) => c.report.id === october.id)!;
    for (const d of [row.monthOnMonth!, row.yearOnYear!])
      for (const change of [d.grossRevenue, d.netProfit])
        expect(dre).toContain(formatChangePercent(change.percent));
    // Its indicators through October are the screen's (through November).
    for (const value of Object.values(cardTexts(screen.cards))) expect(dre).toContain(value);

    const goal = await ask(`Qual a meta de faturamento da ${COMPANY}?`);
    const { yearRevenue, progress, forecast } = cardTexts(screen.cards);
    for (const value of [yearRevenue, progress, forecast]) expect(goal).toContain(value);

    const change = await ask(`O lucro da ${COMPANY} cresceu em relação ao mês anterior?`);
    for (const value of deltaTexts(row.monthOnMonth!.netProfit)) expect(change).toContain(value);

    const sum = await ask('Qual o faturamento somado das empresas em outubro de 2026?');
    expect(sum).toContain(formatBRL(finance.summary.total_gross_revenue));
    const margin = await ask('Qual a margem média das empresas em outubro de 2026?');
    expect(margin).toContain(formatNetMargin(finance.summary.avg_net_margin));
  });

  it("the OpenAI-compatible engine's tools hand over the same figures", async () => {
    fake.reply([
      callTools(
        { name: 'company_reports', arguments: { businessId } },
        { name: 'company_reports', arguments: { businessId, start: MONTH, end: MONTH } },
        { name: 'month_over_month', arguments: { month: MONTH, businessId } },
        { name: 'finance_period', arguments: { start: MONTH } },
      ),
      answer('Números conferidos.'),
    ]);
    const r = await poster(openAi.api)('/chat', { jwt, message: 'Como está a Pão da Serra?' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const outputs = fake.received
      .at(-1)!
      .body.messages.filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content!));
    expect(outputs).toHaveLength(4);
    const [current, ofOctober, monthOverMonth, period] = outputs;
    const plain = (cards: SummaryCards) => JSON.parse(JSON.stringify(cards));
    const { throughLabel: _now, ...cardsNow } = current.cards;
    expect(cardsNow).toEqual(plain(screen.cards));
    const { throughLabel: _october, ...cardsOctober } = ofOctober.cards;
    expect(cardTexts(cardsOctober)).toEqual(cardTexts(screen.cards));
    const row = screen.comparisons.find((c) => c.report.id === october.id)!;
    expect(ofOctober.reports[0].monthOnMonth).toEqual(plain(row.monthOnMonth as never));
    expect(ofOctober.reports[0].yearOnYear).toEqual(plain(row.yearOnYear as never));
    const pao = monthOverMonth.companies.find(
      (c: { businessId: string }) => c.businessId === businessId,
    );
    expect(pao.change.net_profit).toEqual(row.monthOnMonth!.netProfit);
    expect(pao.change.gross_revenue).toEqual(row.monthOnMonth!.grossRevenue);
    expect(period.summary).toEqual(finance.summary);
    expect(period.totals).toEqual(finance.totals);
  });

  it("each demo company's health chip reads its own facts", async () => {
    const r = await s.post('/admin/business', session(), { action: 'getAll' });
    const chips = new Map(
      (r.body as { name: string; health: Parameters<typeof companyHealth>[0] }[]).map((b) => {
        const health = companyHealth(b.health, NOW);
        return [b.name, `${health.label} · ${health.reasons.join(' · ')}`];
      }),
    );
    expect(new Set(chips.values()).size).toBeGreaterThan(2);
    for (const [name, chip] of chips)
      expect(chip.includes(HEALTH_REPORT_MISSING), name).toBe(
        name === DEMO_MISSING_REPORT_BUSINESS,
      );
  });
});
