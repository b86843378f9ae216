import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  FINANCE_AUTH_MISSING,
  FINANCE_LOAD_FAILED,
  FINANCE_RANGE_END_BEFORE_START,
  FINANCE_RANGE_INCOMPLETE,
  MONTH_INVALID,
  REPORT_EXPORT_FAILED,
} from '../messages';
import { controlledActors, flush } from '../testing/model-testing';
import { financeFixture, financeMonthFixture } from '../testing/fixtures';
import { financeMachine, type FinanceSnapshot } from './finance.machine';
import { selectFinanceView } from './finance-view';
import type { LoadFinanceOutput } from './finance.types';
import { TOAST_MS } from '../toast/toast-region';

// 21 Nov 2026 in São Paulo: the default month is October 2026.
const TODAY = new Date(Date.UTC(2026, 10, 21, 13, 5));
const ACTORS = ['loadFinance', 'exportFinance'] as const;
const october: LoadFinanceOutput = { records: financeMonthFixture, totalCompanies: 5 };

function start() {
  const actors = controlledActors(ACTORS);
  const actor = createActor(financeMachine.provide({ actors: actors.logics as never }), {
    input: { today: TODAY },
  });
  actor.start();
  const snapshot = () => actor.getSnapshot() as FinanceSnapshot;
  const view = () => selectFinanceView(snapshot());
  const resolve = async (name: (typeof ACTORS)[number], output: unknown) => {
    actors.resolve(name, output);
    await flush();
  };
  const reject = async (name: (typeof ACTORS)[number], error: unknown) => {
    actors.reject(name, error);
    await flush();
  };
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  const loads = () => actors.inputsOf('loadFinance');
  return { actor, actors, snapshot, view, resolve, reject, send, loads };
}

async function startReady(output: LoadFinanceOutput = october) {
  const r = start();
  await r.resolve('loadFinance', output);
  return r;
}

const ids = (rows: readonly { businessId: string }[]) => rows.map((row) => row.businessId);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('finance: the first load', () => {
  it('asks for the previous month (docs/product.md, Limits) and shows it sorted by businessId ascending', async () => {
    const r = start();
    expect(r.loads()).toEqual([{ period: '2026-10' }]);
    expect(r.view()).toMatchObject({ status: 'loading', isBusy: true, canExport: false });
    expect(r.view().period).toMatchObject({ mode: 'month', month: '2026-10', error: null });
    await r.resolve('loadFinance', october);
    const view = r.view();
    expect(view.status).toBe('ready');
    expect(view.isBusy).toBe(false);
    expect(ids(view.rows)).toEqual(['b1', 'b2', 'b3']);
    expect(view.sort).toEqual({ column: 'businessId', direction: 'asc' });
    expect(view.shownPeriod).toEqual({ start: '2026-10', end: '2026-10', isRange: false });
    expect(view.canExport).toBe(true);
  });

  it('fills the four cards: net profit, companies with the reported count, revenues', async () => {
    const r = await startReady();
    expect(r.view().summary).toEqual({
      total_companies: 5,
      reported_companies: 3,
      total_gross_revenue: 180_000.5,
      total_net_revenue: 150_000,
      total_net_profit: 19_999.5 - 10_000 - 500,
      avg_net_margin: (0.199995 + 0 + -0.2) / 3,
    });
    expect(r.view().totals).toMatchObject({
      net_profit: 9_499.5,
      net_margin: 9_499.5 / 150_000,
      expenses: 70_500.5,
    });
  });

  it('counts the listed companies when the portal could not count them all', async () => {
    const r = await startReady({ records: financeMonthFixture, totalCompanies: null });
    expect(r.view().summary).toMatchObject({ total_companies: 3, reported_companies: 3 });
    // A count that lags the table never shows fewer companies than it lists.
    const s = await startReady({ records: financeMonthFixture, totalCompanies: 2 });
    expect(s.view().summary.total_companies).toBe(3);
  });

  it('shows an empty period as ready with no rows, nothing to export', async () => {
    const r = await startReady({ records: [], totalCompanies: 4 });
    expect(r.view()).toMatchObject({ status: 'ready', rows: [], canExport: false });
    expect(r.view().summary).toMatchObject({ total_companies: 4, reported_companies: 0 });
    r.send({ type: 'export.xlsx' });
    expect(r.actors.inputsOf('exportFinance')).toEqual([]);
  });

  it("says the product's text when the load fails, the api-client's when it chose one, and retries", async () => {
    const r = start();
    await r.reject('loadFinance', new Error('socket hang up'));
    expect(r.view()).toMatchObject({ status: 'failure', error: FINANCE_LOAD_FAILED, toast: null });
    r.send({ type: 'finance.retry' });
    expect(r.view().status).toBe('loading');
    expect(r.loads().at(-1)).toEqual({ period: '2026-10' });
    await r.reject('loadFinance', { message: FINANCE_AUTH_MISSING });
    expect(r.view().error).toBe(FINANCE_AUTH_MISSING);
    r.send({ type: 'finance.retry' });
    await r.resolve('loadFinance', october);
    expect(r.view()).toMatchObject({ status: 'ready', error: null });
  });
});

describe('finance: the period', () => {
  it('asks for a month picked, and drops the answer of the one before', async () => {
    let answer: (output: LoadFinanceOutput) => void = () => undefined;
    const periods: unknown[] = [];
    const actor = createActor(
      financeMachine.provide({
        actors: {
          loadFinance: fromPromise(({ input }) => {
            periods.push(input.period);
            return new Promise<LoadFinanceOutput>((resolve) => {
              // The first call's resolver is kept: it answers late, after the second was asked.
              if (periods.length === 1) answer = resolve;
              else
                resolve({
                  records: [
                    financeFixture('b9', 'Nova', { gross: 1, net: 1, expenses: 0, cogs: 0 }),
                  ],
                  totalCompanies: null,
                });
            });
          }),
        },
      }),
      { input: { today: TODAY } },
    );
    actor.start();
    actor.send({ type: 'month.change', month: '2026-09' });
    await flush();
    answer(october);
    await flush();
    const view = selectFinanceView(actor.getSnapshot());
    expect(periods).toEqual(['2026-10', '2026-09']);
    expect(ids(view.rows)).toEqual(['b9']);
    expect(view.shownPeriod).toEqual({ start: '2026-09', end: '2026-09', isRange: false });
  });

  it('refuses a month that is not one and asks for nothing', async () => {
    const r = await startReady();
    r.send({ type: 'month.change', month: '' });
    expect(r.view()).toMatchObject({ status: 'idle', isBusy: false, canExport: false });
    expect(r.view().period).toMatchObject({ error: MONTH_INVALID, errorField: 'month' });
    expect(r.loads()).toHaveLength(1);
  });

  it('the Range toggle starts from the month shown and waits for the end (docs/product.md)', async () => {
    const r = await startReady();
    r.send({ type: 'mode.change', mode: 'range' });
    expect(r.view().period).toEqual({
      mode: 'range',
      month: '2026-10',
      rangeStart: '2026-10',
      rangeEnd: '',
      error: FINANCE_RANGE_INCOMPLETE,
      errorField: null,
    });
    expect(r.view().status).toBe('idle');
    expect(r.loads()).toHaveLength(1);
    // The start alone cleared and set again: still nothing to ask for.
    r.send({ type: 'range.change', field: 'start', value: '' });
    r.send({ type: 'range.change', field: 'start', value: '2026-01' });
    expect(r.loads()).toHaveLength(1);
    r.send({ type: 'range.change', field: 'end', value: '2026-03' });
    expect(r.loads().at(-1)).toEqual({ period: { start: '2026-01', end: '2026-03' } });
    await r.resolve('loadFinance', october);
    expect(r.view()).toMatchObject({
      status: 'ready',
      shownPeriod: { start: '2026-01', end: '2026-03', isRange: true },
    });
  });

  it('refuses an end before the start with its text on the end, asking for nothing', async () => {
    const r = await startReady();
    r.send({ type: 'mode.change', mode: 'range' });
    r.send({ type: 'range.change', field: 'end', value: '2026-03' });
    await flush();
    expect(r.loads()).toHaveLength(1);
    expect(r.view().period).toMatchObject({
      error: FINANCE_RANGE_END_BEFORE_START,
      errorField: 'end',
    });
    expect(r.view().status).toBe('idle');
    // A start that is not a month is the start's fault.
    r.send({ type: 'range.change', field: 'start', value: '2026-13' });
    expect(r.view().period).toMatchObject({ error: MONTH_INVALID, errorField: 'start' });
    r.send({ type: 'range.change', field: 'start', value: '2026-02' });
    expect(r.view().period.error).toBeNull();
    expect(r.loads().at(-1)).toEqual({ period: { start: '2026-02', end: '2026-03' } });
  });

  it('back to one month asks for the month again; the range typed is kept for later', async () => {
    const r = await startReady();
    r.send({ type: 'mode.change', mode: 'range' });
    r.send({ type: 'range.change', field: 'end', value: '2026-11' });
    r.send({ type: 'mode.change', mode: 'month' });
    expect(r.loads().at(-1)).toEqual({ period: '2026-10' });
    // The same mode again changes nothing and asks for nothing.
    r.send({ type: 'mode.change', mode: 'month' });
    expect(r.loads()).toHaveLength(3);
    r.send({ type: 'mode.change', mode: 'range' });
    expect(r.loads().at(-1)).toEqual({ period: { start: '2026-10', end: '2026-11' } });
  });
});

describe('finance: sorting', () => {
  it('sorts by a column ascending, then flips it; nothing is asked again', async () => {
    const r = await startReady();
    r.send({ type: 'sort.change', column: 'net_profit' });
    expect(r.view().sort).toEqual({ column: 'net_profit', direction: 'asc' });
    expect(ids(r.view().rows)).toEqual(['b3', 'b2', 'b1']);
    r.send({ type: 'sort.change', column: 'net_profit' });
    expect(ids(r.view().rows)).toEqual(['b1', 'b2', 'b3']);
    r.send({ type: 'sort.change', column: 'businessName' });
    expect(r.view().rows.map((row) => row.businessName)).toEqual([
      'Academia Forma',
      'Ótica Visão',
      'Padaria Pão Quente',
    ]);
    expect(r.loads()).toHaveLength(1);
  });

  it('keeps the order across a change of period', async () => {
    const r = await startReady();
    r.send({ type: 'sort.change', column: 'net_margin' });
    r.send({ type: 'month.change', month: '2026-09' });
    await r.resolve('loadFinance', october);
    expect(r.view().sort).toEqual({ column: 'net_margin', direction: 'asc' });
    expect(ids(r.view().rows)).toEqual(['b3', 'b2', 'b1']);
  });
});

describe('finance: the XLSX export', () => {
  it('exports the period shown in the order shown, one file at a time', async () => {
    const r = await startReady();
    r.send({ type: 'sort.change', column: 'gross_revenue' });
    r.send({ type: 'sort.change', column: 'gross_revenue' });
    r.send({ type: 'export.xlsx' });
    expect(r.view()).toMatchObject({ exporting: true, canExport: false });
    r.send({ type: 'export.xlsx' });
    expect(r.actors.inputsOf('exportFinance')).toEqual([
      { period: '2026-10', sort: { column: 'gross_revenue', direction: 'desc' } },
    ]);
    await r.resolve('exportFinance', undefined);
    expect(r.view()).toMatchObject({ exporting: false, canExport: true, toast: null });
  });

  it('exports a range as a range', async () => {
    const r = await startReady();
    r.send({ type: 'mode.change', mode: 'range' });
    r.send({ type: 'range.change', field: 'start', value: '2026-01' });
    r.send({ type: 'range.change', field: 'end', value: '2026-06' });
    await r.resolve('loadFinance', october);
    r.send({ type: 'export.xlsx' });
    expect(r.actors.inputsOf('exportFinance').at(-1)).toEqual({
      period: { start: '2026-01', end: '2026-06' },
      sort: { column: 'businessId', direction: 'asc' },
    });
  });

  it('exports nothing while loading, failed or with the period refused', async () => {
    const r = start();
    r.send({ type: 'export.xlsx' });
    await r.reject('loadFinance', new Error('x'));
    r.send({ type: 'export.xlsx' });
    r.send({ type: 'finance.retry' });
    await r.resolve('loadFinance', october);
    r.send({ type: 'month.change', month: 'outubro' });
    r.send({ type: 'export.xlsx' });
    expect(r.actors.inputsOf('exportFinance')).toEqual([]);
  });

  it('says a failed export in a toast for 3 s, the server’s text when it sent one', async () => {
    const r = await startReady();
    r.send({ type: 'export.xlsx' });
    await r.reject('exportFinance', new Error('network'));
    expect(r.view().toast).toEqual({ tone: 'error', text: REPORT_EXPORT_FAILED });
    expect(r.view()).toMatchObject({ status: 'ready', exporting: false });
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(r.view().toast).toBeNull();
    r.send({ type: 'export.xlsx' });
    await r.reject('exportFinance', { message: 'Mês inválido' });
    expect(r.view().toast).toEqual({ tone: 'error', text: 'Mês inválido' });
    r.send({ type: 'toast.dismiss' });
    expect(r.view().toast).toBeNull();
  });

  it('a file on its way is not stopped by a change of period', async () => {
    const r = await startReady();
    r.send({ type: 'export.xlsx' });
    r.send({ type: 'month.change', month: '2026-08' });
    expect(r.view()).toMatchObject({ status: 'loading', exporting: true });
    await r.reject('exportFinance', new Error('x'));
    expect(r.view().toast?.text).toBe(REPORT_EXPORT_FAILED);
  });
});
