import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  FORBIDDEN_BUSINESS,
  formatBRL,
  REPORT_EXPORT_SHEET_ANSWERS,
  REPORT_EXPORT_SHEET_REPORTS,
  REPORT_MONTH_INVALID,
  REPORT_NOT_FOUND,
} from '@portal/domain';
import { schema } from './db';
import { QUESTIONS, answers, october } from './test/reports';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, sessionOf, EVERYONE, type People, type Who } from './test/fixtures';
import { BRL_FORMAT, PERCENT_FORMAT } from './services/report-exports';
import { pdfText } from './test/pdf';

/** A PDF's text with every run of spaces (no-break ones too) as one space. */
const flatText = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ');
/** A formatted value as `flatText` reads it. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** 17:00 on 30 November 2026 in São Paulo. */
const NOV_30 = new Date('2026-11-30T20:00:00.000Z');
/** Net profit 10 000, margin 20 %. */
const september = {
  month: '2026-09',
  gross_revenue: 60_000,
  net_revenue: 50_000,
  expenses: 10_000,
  cogs: 30_000,
  customAnswers: answers('Contratação', 'Vendas online'),
};

describe.each(BACKENDS)('report exports (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), {
    clock: { now: () => NOV_30 },
  });

  const session = (who: Who) => sessionOf(tokens, who);
  /** The export route's raw reply (the file's bytes, or a JSON refusal). */
  const download = async (who: Who, action: string, body: Record<string, unknown>) => {
    const res = await fetch(`${s.api}/admin/reports/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', action },
      body: JSON.stringify({ ...session(who), ...body }),
    });
    const raw = await res.arrayBuffer();
    const bytes = Buffer.from(raw);
    const json = () => JSON.parse(bytes.toString('utf8'));
    return { status: res.status, headers: res.headers, raw, bytes, json };
  };
  const save = async (businessId: string, month: Record<string, unknown>) => {
    const r = await s.post(
      '/admin/reports',
      { ...session('admin'), businessId, ...month },
      { action: 'saveReport' },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  /** A company of its own with two questions, a goal and September and October filled. */
  const filledCompany = async (name = `Padaria São João ${randomUUID().slice(0, 4)}`) => {
    const id = randomUUID();
    await s.handle.db
      .insert(schema.businesses)
      .values({ id, name, customQuestions: QUESTIONS, metaFaturamento: 1_200_000 });
    await s.handle.db
      .insert(schema.userBusinesses)
      .values({ userId: people.council.id, businessId: id });
    await save(id, october);
    await save(id, september);
    return { id, name };
  };
  const slugOf = (name: string) => `padaria-sao-joao-${name.slice(-4).toLowerCase()}`;

  describe('exportXlsx', () => {
    it('answers every month as a workbook: a row a month in BRL, the answers in a 2nd sheet', async () => {
      const company = await filledCompany();
      const r = await download('council', 'exportXlsx', { businessId: company.id });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(r.headers.get('content-disposition')).toBe(
        `attachment; filename=relatorios-${slugOf(company.name)}.xlsx`,
      );
      expect(r.headers.get('cache-control')).toBe('private, no-store');

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(r.raw);
      expect(workbook.worksheets.map((w) => w.name)).toEqual([
        REPORT_EXPORT_SHEET_REPORTS,
        REPORT_EXPORT_SHEET_ANSWERS,
      ]);
      const reports = workbook.getWorksheet(REPORT_EXPORT_SHEET_REPORTS)!;
      const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);
      // A title row: whose, what, when (São Paulo's 17:00 for 20:00 UTC), then the header.
      expect(reports.getCell('A1').value).toBe(
        `${company.name} · Relatórios mensais · Gerado em 30/11/2026 17:00 (horário de Brasília)`,
      );
      expect(reports.rowCount).toBe(6);
      expect(values(reports.getRow(2))).toEqual([
        'Mês',
        'Receita bruta',
        'Receita líquida',
        'Despesas',
        'Custos',
        'Lucro líquido',
        'Margem líquida',
      ]);
      // Oldest month first, figures as numbers, profit and margin as the server computed them.
      expect(values(reports.getRow(3))).toEqual([
        new Date('2026-09-01T00:00:00.000Z'),
        60_000,
        50_000,
        10_000,
        30_000,
        10_000,
        0.2,
      ]);
      expect(values(reports.getRow(4))).toEqual([
        new Date('2026-10-01T00:00:00.000Z'),
        120_000.5,
        100_000,
        30_000.25,
        50_000,
        19_999.75,
        0.199998,
      ]);
      // Total and average as formulas, each with its result for readers that do not recalculate.
      expect(values(reports.getRow(5))).toEqual([
        'Total',
        { formula: 'SUM(B3:B4)', result: 180_000.5 },
        { formula: 'SUM(C3:C4)', result: 150_000 },
        { formula: 'SUM(D3:D4)', result: 40_000.25 },
        { formula: 'SUM(E3:E4)', result: 80_000 },
        { formula: 'SUM(F3:F4)', result: 29_999.75 },
        { formula: 'IF(C5=0,0,F5/C5)', result: 29_999.75 / 150_000 },
      ]);
      expect(values(reports.getRow(6))).toEqual([
        'Média',
        { formula: 'AVERAGE(B3:B4)', result: 90_000.25 },
        { formula: 'AVERAGE(C3:C4)', result: 75_000 },
        { formula: 'AVERAGE(D3:D4)', result: 20_000.125 },
        { formula: 'AVERAGE(E3:E4)', result: 40_000 },
        { formula: 'AVERAGE(F3:F4)', result: 14_999.875 },
        { formula: 'AVERAGE(G3:G4)', result: (0.2 + 0.199998) / 2 },
      ]);
      const row = reports.getRow(4);
      for (const col of [2, 3, 4, 5, 6]) expect(row.getCell(col).numFmt).toBe(BRL_FORMAT);
      expect(row.getCell(7).numFmt).toBe(PERCENT_FORMAT);
      expect(reports.getRow(5).getCell(2).numFmt).toBe(BRL_FORMAT);
      expect(reports.getRow(6).getCell(7).numFmt).toBe(PERCENT_FORMAT);
      // For Excel: the header frozen under the title, set widths, one page wide when printed.
      expect(reports.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
      expect(reports.columns.map((c) => c.width)).toEqual([12, 18, 18, 18, 18, 18, 16]);
      expect(reports.pageSetup).toMatchObject({
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        orientation: 'landscape',
        paperSize: 9,
      });
      // The header printed again on every page.
      expect(reports.pageSetup.printTitlesRow).toBe('2:2');

      const sheet = workbook.getWorksheet(REPORT_EXPORT_SHEET_ANSWERS)!;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
      const rows = [];
      for (let i = 2; i <= sheet.rowCount; i++) rows.push(values(sheet.getRow(i)));
      const sep = new Date('2026-09-01T00:00:00.000Z');
      const oct = new Date('2026-10-01T00:00:00.000Z');
      expect(rows).toEqual([
        ['Mês', 'Pergunta', 'Resposta'],
        [sep, QUESTIONS[0], 'Contratação'],
        [sep, QUESTIONS[1], 'Vendas online'],
        [oct, QUESTIONS[0], 'Estoque parado'],
        [oct, QUESTIONS[1], 'Promoção de Natal'],
      ]);
    });

    it('answers the title and header rows alone for a company without reports', async () => {
      const r = await download('business', 'exportXlsx', { businessId: people.businessB.id });
      expect(r.status).toBe(403);
      const own = await download('business', 'exportXlsx', { businessId: people.businessA.id });
      expect(own.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(own.raw);
      const reports = workbook.getWorksheet(REPORT_EXPORT_SHEET_REPORTS)!;
      // The title, the header, and a Total and an Average of nothing: zeros, no formula.
      expect(reports.rowCount).toBe(4);
      expect((reports.getRow(4).values as unknown[]).slice(1)).toEqual(['Média', 0, 0, 0, 0, 0, 0]);
      expect(workbook.getWorksheet(REPORT_EXPORT_SHEET_ANSWERS)!.rowCount).toBe(2);
    });

    it('names the file with an ASCII slug of any company name', async () => {
      const company = await filledCompany('Ação & Cia — Ltda.');
      const r = await download('admin', 'exportXlsx', { businessId: company.id });
      expect(r.headers.get('content-disposition')).toBe(
        'attachment; filename=relatorios-acao-cia-ltda.xlsx',
      );
    });
  });

  describe('exportPdf', () => {
    it("answers the month's board pack: the six numbers, the cards, the month-on-month table", async () => {
      const company = await filledCompany();
      const r = await download('admin', 'exportPdf', { businessId: company.id, month: '2026-10' });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.headers.get('content-disposition')).toBe(
        `attachment; filename=relatorio-${slugOf(company.name)}-2026-10.pdf`,
      );
      expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await flatText(r.bytes);
      expect(text).toContain(company.name);
      expect(text).toContain('outubro de 2026');
      // The six numbers of October, each against September (no October 2025: no YoY).
      for (const value of [120_000.5, 100_000, 30_000.25, 50_000, 19_999.75])
        expect(text).toContain(flat(formatBRL(value)));
      expect(text).toContain('20,0%');
      expect(text).toContain(
        flat(`Receita bruta ${formatBRL(120_000.5)} +${formatBRL(60_000.5)} (+100,0%) —`),
      );
      expect(text).toContain('Margem líquida 20,0% 0,0 p.p. —');
      // The cards: the average of September and October, +100 % since September, the goal.
      expect(text).toContain(flat(`Lucro líquido médio (6 meses) ${formatBRL(14_999.875)}`));
      expect(text).toContain('Evolução do lucro líquido +100%');
      expect(text).toContain(flat(`Meta anual de faturamento ${formatBRL(1_200_000)}`));
      expect(text).toContain('15,0% da meta');
      expect(text).toContain(flat(`Faturamento em 2026: ${formatBRL(180_000.5)}`));
      // Ten months of 2026 without a report, each at the monthly average of the two reported.
      expect(text).toContain(flat(`Previsão Dez 2026: ${formatBRL(180_000.5 + 90_000.25 * 10)}`));
      // October against September; September against a month without a report.
      expect(text).toContain(flat(`+${formatBRL(60_000.5)} (+100,0%)`));
      expect(text).toContain(flat(`+${formatBRL(9_999.75)} (+100,0%)`));
      expect(text).toContain('setembro de 2026');
      // The month's answers.
      expect(text).toContain('Promoção de Natal');
    });

    it('reads as of its month: a later month is in neither the cards nor the table', async () => {
      const company = await filledCompany();
      const r = await download('council', 'exportPdf', {
        businessId: company.id,
        month: '2026-09',
      });
      expect(r.status).toBe(200);
      const text = await flatText(r.bytes);
      expect(text).toContain('setembro de 2026');
      expect(text).not.toContain('outubro de 2026');
      expect(text).not.toContain(flat(formatBRL(120_000.5)));
      expect(text).toContain(flat(`Faturamento em 2026: ${formatBRL(60_000)}`));
      expect(text).toContain('5,0% da meta');
    });

    it('refuses a malformed month (400), a month without a report (404)', async () => {
      const company = await filledCompany();
      const bad = await download('admin', 'exportPdf', {
        businessId: company.id,
        month: '2026-13',
      });
      expect(bad.status).toBe(400);
      expect(bad.json().error).toBe(REPORT_MONTH_INVALID);
      const none = await download('admin', 'exportPdf', {
        businessId: company.id,
        month: '2026-08',
      });
      expect(none.status).toBe(404);
      expect(none.json().error).toBe(REPORT_NOT_FOUND);
      const missing = await download('admin', 'exportPdf', { businessId: company.id });
      expect(missing.status).toBe(400);
    });
  });

  describe('who may', () => {
    const readers: Who[] = ['admin', 'council', 'user', 'business'];

    it.each(EVERYONE)('both files of company A as %s', async (who) => {
      const businessId = people.businessA.id;
      // A month of its own for each: filling a month again needs its version.
      const month = `2025-0${EVERYONE.indexOf(who) + 1}`;
      await save(businessId, { ...october, customAnswers: [], month });
      const xlsx = await download(who, 'exportXlsx', { businessId });
      const pdf = await download(who, 'exportPdf', { businessId, month });
      if (who === 'none') {
        expect([xlsx.status, pdf.status]).toEqual([401, 401]);
      } else if (readers.includes(who)) {
        expect([xlsx.status, pdf.status]).toEqual([200, 200]);
      } else {
        expect([xlsx.status, pdf.status]).toEqual([403, 403]);
        expect(pdf.json().error).toBe(FORBIDDEN_BUSINESS);
        expect(xlsx.json().error).toBe(FORBIDDEN_BUSINESS);
      }
    });

    it('each reaches only their own companies', async () => {
      const company = await filledCompany();
      const status = async (who: Who, businessId: string) =>
        (await download(who, 'exportPdf', { businessId, month: '2026-10' })).status;
      expect(await status('user', company.id)).toBe(403);
      expect(await status('business', company.id)).toBe(403);
      expect(await status('outsider', company.id)).toBe(403);
      expect(await status('council', company.id)).toBe(200);
    });
  });
});
