import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  aggregateFinanceByBusiness,
  AUTH_DATA_MISSING,
  FINANCE_RANGE_END_BEFORE_START,
  FINANCE_RANGE_INCOMPLETE,
  FINANCE_EXPORT_COLUMNS,
  FINANCE_EXPORT_SHEET,
  formatAdminDate,
  FORBIDDEN_ACTION,
  MONTH_INVALID,
  type FinanceFigures,
} from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, sessionOf, type Who } from './test/fixtures';
import { createRowDump, rowChanges } from './test/row-dump';

type Figures = { gross: number; net: number; expenses: number; cogs: number };

// Each test uses months of its own year, so the companies other tests make stay out of its sums.
describe.each(BACKENDS)('admin finance (%s)', (backend) => {
  let s: TestServer;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, tokens } = started));

  const getAll = (period: unknown, who: Who = 'admin') =>
    s.post('/admin/finance', { ...sessionOf(tokens, who), period }, { action: 'getAll' });
  const records = async (period: unknown) => {
    const r = await getAll(period);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Record<string, unknown>[];
  };

  /** A company (active unless told) with its reports: month 'YYYY-MM' → figures. */
  const company = async (
    name: string,
    reports: Record<string, Figures>,
    status: 'active' | 'waiting' = 'active',
  ) => {
    const id = randomUUID();
    await s.handle.db.insert(schema.businesses).values({ id, name, status });
    const rows = Object.entries(reports).map(([month, f]) => {
      const netProfit = f.net - f.cogs - f.expenses;
      return {
        id: randomUUID(),
        businessId: id,
        month: `${month}-01`,
        grossRevenue: f.gross,
        netRevenue: f.net,
        expenses: f.expenses,
        cogs: f.cogs,
        netProfit,
        netMargin: f.net === 0 ? 0 : Number((netProfit / f.net).toFixed(6)),
      };
    });
    if (rows.length) await s.handle.db.insert(schema.monthlyReports).values(rows);
    return { id, reportIds: rows.map((r) => r.id) };
  };
  const byId = <T extends { id: string }>(list: T[]) =>
    [...list].sort((a, b) => (a.id < b.id ? -1 : 1));

  it("a month: that month's report of every active company, businessId ascending, with names", async () => {
    const padaria = await company('Padaria Pão Quente', {
      '2031-05': { gross: 120_000.5, net: 100_000, expenses: 30_000.5, cogs: 50_000 },
      '2031-04': { gross: 1, net: 1, expenses: 0, cogs: 0 },
    });
    const otica = await company('Ótica Visão', {
      '2031-05': { gross: 60_000, net: 50_000, expenses: 40_000, cogs: 20_000 },
    });
    await company('Sem relatório', { '2031-06': { gross: 1, net: 1, expenses: 0, cogs: 0 } });
    const expected = {
      [padaria.id]: {
        id: padaria.reportIds[0],
        businessId: padaria.id,
        businessName: 'Padaria Pão Quente',
        gross_revenue: 120_000.5,
        net_revenue: 100_000,
        expenses: 30_000.5,
        cogs: 50_000,
        net_profit: 19_999.5,
        net_margin: 0.199995,
        months: 1,
      },
      [otica.id]: {
        id: otica.reportIds[0],
        businessId: otica.id,
        businessName: 'Ótica Visão',
        gross_revenue: 60_000,
        net_revenue: 50_000,
        expenses: 40_000,
        cogs: 20_000,
        net_profit: -10_000,
        net_margin: -0.2,
        months: 1,
      },
    };
    const ids = byId([{ id: padaria.id }, { id: otica.id }]).map((c) => c.id);
    expect(await records('2031-05')).toEqual(ids.map((id) => expected[id]));
  });

  it('a range: each company summed over the months, the margin recomputed (not averaged)', async () => {
    const a = await company('Academia Forma', {
      '2032-01': { gross: 1200, net: 1000, expenses: 300, cogs: 200 }, // margin 0.5
      '2032-02': { gross: 3500, net: 3000, expenses: 2500, cogs: 200 }, // margin 0.1
      '2032-03': { gross: 0, net: 0, expenses: 100, cogs: 0 }, // a month without revenue
      '2032-04': { gross: 9, net: 9, expenses: 0, cogs: 0 }, // after the range
      '2031-12': { gross: 9, net: 9, expenses: 0, cogs: 0 }, // before it
    });
    const b = await company('Bistrô Sabor', {
      '2032-03': { gross: 500, net: 400, expenses: 100, cogs: 100 },
    });
    const list = await records({ start: '2032-01', end: '2032-03' });
    const sums = {
      [a.id]: {
        id: a.id,
        businessId: a.id,
        businessName: 'Academia Forma',
        gross_revenue: 4700,
        net_revenue: 4000,
        expenses: 2900,
        cogs: 400,
        net_profit: 700,
        net_margin: 700 / 4000,
        months: 3,
      },
      [b.id]: {
        id: b.id,
        businessId: b.id,
        businessName: 'Bistrô Sabor',
        gross_revenue: 500,
        net_revenue: 400,
        expenses: 100,
        cogs: 100,
        net_profit: 200,
        net_margin: 0.5,
        months: 1,
      },
    };
    expect(list).toEqual(byId([{ id: a.id }, { id: b.id }]).map((c) => sums[c.id]));
    // A one-month range is that month, summed.
    expect(await records({ start: '2032-02', end: '2032-02' })).toEqual([
      expect.objectContaining({ id: a.id, net_profit: 300, net_margin: 0.1, months: 1 }),
    ]);
  });

  it("a range's sums (made by the database) are the domain's sums of its months, to the cent", async () => {
    const cents = (k: number) => ((k * 7919) % 100) / 100;
    const months = ['2039-01', '2039-02', '2039-03', '2039-04'];
    for (const [c, name] of ['Alfa Cents', 'Beta Cents', 'Gama Cents'].entries()) {
      const reports = Object.fromEntries(
        months
          // Beta has no February: a company with a gap sums only what it reported.
          .filter((_, m) => !(c === 1 && m === 1))
          .map((month, m) => {
            const k = c * 10 + m + 1;
            return [
              month,
              {
                gross: 10_000 * k + cents(k),
                net: 9_000 * k + cents(k + 1),
                expenses: 3_000 * k + cents(k + 2),
                cogs: 4_000 * (c === 2 ? 3 : 1) * k + cents(k + 3),
              },
            ];
          }),
      );
      await company(name, reports);
    }
    const monthly = (await Promise.all(months.map((m) => records(m)))).flat();
    const range = await records({ start: '2039-01', end: '2039-04' });
    expect(range).toEqual(aggregateFinanceByBusiness(monthly as unknown as FinanceFigures[]));
    expect(range.map((r) => r.months)).toEqual(expect.arrayContaining([4, 3, 4]));
  });

  it('zero revenue: margin 0 for a month and for a range; a loss stays negative', async () => {
    const c = await company('Consultoria Zero', {
      '2033-01': { gross: 0, net: 0, expenses: 500, cogs: 0 },
      '2033-02': { gross: 0, net: 0, expenses: 250.5, cogs: 0 },
    });
    expect(await records('2033-01')).toEqual([
      expect.objectContaining({
        businessId: c.id,
        net_revenue: 0,
        net_profit: -500,
        net_margin: 0,
      }),
    ]);
    expect(await records({ start: '2033-01', end: '2033-12' })).toEqual([
      expect.objectContaining({ id: c.id, net_profit: -750.5, net_margin: 0, months: 2 }),
    ]);
  });

  it('an empty month or range is an empty list', async () => {
    expect(await records('2034-07')).toEqual([]);
    expect(await records({ start: '2034-01', end: '2034-12' })).toEqual([]);
  });

  it('a company waiting for approval is not counted, a month or a range', async () => {
    const active = await company('Ativa', {
      '2035-03': { gross: 10, net: 10, expenses: 1, cogs: 1 },
    });
    await company(
      'Aguardando',
      { '2035-03': { gross: 99, net: 99, expenses: 0, cogs: 0 } },
      'waiting',
    );
    expect((await records('2035-03')).map((r) => r.businessId)).toEqual([active.id]);
    expect((await records({ start: '2035-01', end: '2035-12' })).map((r) => r.businessId)).toEqual([
      active.id,
    ]);
  });

  it('refuses bad periods with their texts and writes nothing', async () => {
    await company('Qualquer', { '2036-01': { gross: 1, net: 1, expenses: 0, cogs: 0 } });
    const dump = await createRowDump(s.handle.db, ['login_attempts']);
    const before = await dump();
    const cases: [unknown, string][] = [
      [{ start: '2036-03', end: '2036-01' }, FINANCE_RANGE_END_BEFORE_START],
      [{ start: '2036-12', end: '2035-01' }, FINANCE_RANGE_END_BEFORE_START],
      [{ start: '', end: '2036-01' }, MONTH_INVALID],
      ['2036-13', MONTH_INVALID],
      ['2036-1', MONTH_INVALID],
      ['outubro', MONTH_INVALID],
      ['', MONTH_INVALID],
    ];
    for (const [period, message] of cases) {
      const r = await getAll(period);
      expect([r.status, r.body.error], JSON.stringify(period)).toEqual([400, message]);
    }
    expect(FINANCE_RANGE_INCOMPLETE).not.toBe(MONTH_INVALID);
    const missing = await s.post(
      '/admin/finance',
      { ...sessionOf(tokens, 'admin') },
      { action: 'getAll' },
    );
    expect([missing.status, missing.body.error]).toEqual([400, 'O campo period é obrigatório']);
    expect(rowChanges(before, await dump())).toEqual({});
  });

  it.each<Who>(['council', 'user', 'business', 'outsider', 'waiting'])(
    'refuses %s (403), writing nothing',
    async (who) => {
      const dump = await createRowDump(s.handle.db, ['login_attempts']);
      const before = await dump();
      const r = await getAll('2031-05', who);
      expect([r.status, r.body.error]).toEqual([403, FORBIDDEN_ACTION]);
      expect(rowChanges(before, await dump())).toEqual({});
    },
  );

  it('refuses a call without a token (401)', async () => {
    const r = await s.post('/admin/finance', { period: '2031-05' }, { action: 'getAll' });
    expect([r.status, r.body.error]).toEqual([401, AUTH_DATA_MISSING]);
  });

  describe('exportXlsx', () => {
    const download = async (body: Record<string, unknown>, who: Who = 'admin') => {
      const res = await fetch(`${s.api}/admin/finance/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', action: 'exportXlsx' },
        body: JSON.stringify({ ...sessionOf(tokens, who), ...body }),
      });
      const raw = await res.arrayBuffer();
      const json = () => JSON.parse(Buffer.from(raw).toString('utf8')) as { error?: string };
      return { status: res.status, headers: res.headers, raw, json };
    };
    const rowsOf = async (raw: ArrayBuffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(raw);
      expect(workbook.worksheets.map((w) => w.name)).toEqual([FINANCE_EXPORT_SHEET]);
      const sheet = workbook.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { sheet, rows };
    };

    it('answers the range as a workbook read back: a row a company in the order asked, a total row', async () => {
      const a = await company('Zeta Comércio', {
        '2037-01': { gross: 1200, net: 1000, expenses: 300, cogs: 200 },
        '2037-02': { gross: 3500, net: 3000, expenses: 2500, cogs: 200 },
      });
      await company('Alfa Serviços', {
        '2037-02': { gross: 500, net: 400, expenses: 500, cogs: 100 },
      });
      const before = new Date();
      const r = await download({
        period: { start: '2037-01', end: '2037-02' },
        sort: { column: 'net_profit', direction: 'desc' },
      });
      const after = new Date();
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(r.headers.get('content-disposition')).toBe(
        'attachment; filename=financeiro-2037-01-a-2037-02.xlsx',
      );
      expect(r.headers.get('cache-control')).toBe('private, no-store');
      const { sheet, rows } = await rowsOf(r.raw);
      // The title row: what and when, on São Paulo's clock (the minute the file was made).
      const stamps = [before, after].map(
        (at) =>
          'Financeiro das empresas · janeiro de 2037 a fevereiro de 2037 · Gerado em ' +
          `${formatAdminDate(at)} (horário de Brasília)`,
      );
      expect(stamps).toContain(rows[0]![0]);
      expect(sheet.getCell('A1').isMerged).toBe(true);
      // The screen's column headers (the same constants), then a row a company.
      expect(rows.slice(1, 4)).toEqual([
        [
          FINANCE_EXPORT_COLUMNS.business,
          FINANCE_EXPORT_COLUMNS.grossRevenue,
          FINANCE_EXPORT_COLUMNS.netRevenue,
          FINANCE_EXPORT_COLUMNS.expenses,
          FINANCE_EXPORT_COLUMNS.cogs,
          FINANCE_EXPORT_COLUMNS.netProfit,
          FINANCE_EXPORT_COLUMNS.netMargin,
        ],
        ['Zeta Comércio', 4700, 4000, 2800, 400, 800, 0.2],
        ['Alfa Serviços', 500, 400, 500, 100, -200, -0.5],
      ]);
      // The Total (as the screen's Total row) and the Average, as formulas with their results.
      expect(rows.slice(4)).toEqual([
        [
          'Total',
          { formula: 'SUM(B3:B4)', result: 5200 },
          { formula: 'SUM(C3:C4)', result: 4400 },
          { formula: 'SUM(D3:D4)', result: 3300 },
          { formula: 'SUM(E3:E4)', result: 500 },
          { formula: 'SUM(F3:F4)', result: 600 },
          { formula: 'IF(C5=0,0,F5/C5)', result: 600 / 4400 },
        ],
        [
          'Média',
          { formula: 'AVERAGE(B3:B4)', result: 2600 },
          { formula: 'AVERAGE(C3:C4)', result: 2200 },
          { formula: 'AVERAGE(D3:D4)', result: 1650 },
          { formula: 'AVERAGE(E3:E4)', result: 250 },
          { formula: 'AVERAGE(F3:F4)', result: 300 },
          { formula: 'AVERAGE(G3:G4)', result: -0.15 },
        ],
      ]);
      expect(sheet.getCell('B3').numFmt).toContain('R$');
      expect(sheet.getCell('G3').numFmt).toBe('0.00%');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
      expect(sheet.columns.map((c) => c.width)).toEqual([36, 18, 18, 18, 18, 18, 16]);
      expect(sheet.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
      expect(a.id).toBeTruthy();
    });

    it('a month with no report is a header and a zero total; businessId order by default', async () => {
      const empty = await download({ period: '2038-06' });
      expect(empty.status).toBe(200);
      expect(empty.headers.get('content-disposition')).toBe(
        'attachment; filename=financeiro-2038-06.xlsx',
      );
      expect((await rowsOf(empty.raw)).rows.slice(2)).toEqual([
        ['Total', 0, 0, 0, 0, 0, 0],
        ['Média', 0, 0, 0, 0, 0, 0],
      ]);
      const x = await company('X', { '2038-07': { gross: 1, net: 1, expenses: 0, cogs: 0 } });
      const y = await company('Y', { '2038-07': { gross: 2, net: 2, expenses: 0, cogs: 0 } });
      const { rows } = await rowsOf((await download({ period: '2038-07' })).raw);
      const names = byId([
        { id: x.id, name: 'X' },
        { id: y.id, name: 'Y' },
      ]).map((c) => c.name);
      expect(rows.slice(2, 4).map((row) => row[0])).toEqual(names);
    });

    it('refuses a backwards range, a bad sort and everyone but an admin', async () => {
      const backwards = await download({ period: { start: '2037-02', end: '2037-01' } });
      expect([backwards.status, backwards.json().error]).toEqual([
        400,
        FINANCE_RANGE_END_BEFORE_START,
      ]);
      const badSort = await download({
        period: '2037-01',
        sort: { column: 'password', direction: 'asc' },
      });
      expect(badSort.status).toBe(400);
      for (const who of ['council', 'user', 'business', 'outsider'] as const) {
        const r = await download({ period: '2037-01' }, who);
        expect([r.status, r.json().error]).toEqual([403, FORBIDDEN_ACTION]);
      }
      const none = await download({ period: '2037-01' }, 'none');
      expect(none.status).toBe(401);
    });
  });
});
