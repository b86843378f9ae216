import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { failure, success, type ApiClient, type FinanceRecord } from '@portal/api-client';
import {
  FINANCE_AUTH_MISSING,
  FINANCE_LOAD_FAILED,
  REPORT_EXPORT_FAILED,
  financeMachine,
  selectFinanceView,
} from '@portal/domain';
import { fakeCall } from './fake-workspace-call';
import { adminFinanceActors } from './useAdminFinance';

type Period = Parameters<ApiClient['adminFinance']['getAll']>[0];
type Sort = Parameters<ApiClient['adminFinance']['exportXlsx']>[1];

// 21 Nov 2026 in São Paulo: the screen opens on October 2026.
const TODAY = new Date(Date.UTC(2026, 10, 21, 13, 5));

const record = (businessId: string, name: string, netProfit: number): FinanceRecord => ({
  id: `r-${businessId}`,
  businessId,
  businessName: name,
  gross_revenue: 12_000,
  net_revenue: 10_000,
  expenses: 3_000,
  cogs: 7_000 - netProfit,
  net_profit: netProfit,
  net_margin: netProfit / 10_000,
  months: 1,
});
const october = [record('b2', 'Ótica Visão', -500), record('b1', 'Padaria Aurora', 2_500)];

function financeApi(
  options: {
    load?: 'fail' | 'no-session';
    businesses?: number | 'fail';
    exportName?: string | null;
    exportFails?: boolean;
  } = {},
) {
  const periods: Period[] = [];
  const exports: { period: Period; sort: Sort }[] = [];
  const api = {
    adminFinance: {
      getAll: async (period: Period) => {
        periods.push(period);
        if (options.load === 'fail') return failure('http', FINANCE_LOAD_FAILED, { status: 500 });
        if (options.load === 'no-session') return failure('missing-session', FINANCE_AUTH_MISSING);
        return success(october);
      },
      exportXlsx: async (period: Period, sort: Sort) => {
        exports.push({ period, sort });
        if (options.exportFails) return failure('http', REPORT_EXPORT_FAILED);
        return success({
          blob: new Blob(['PK']),
          fileName:
            options.exportName === undefined ? 'financeiro-2026-10.xlsx' : options.exportName,
        });
      },
    },
    adminBusinesses: {
      getAll: async () =>
        options.businesses === 'fail'
          ? failure('http', 'Failed to load data. Please try again.', { status: 501 })
          : success(Array.from({ length: options.businesses ?? 4 }, (_, i) => ({ id: `b${i}` }))),
    },
  } as unknown as Partial<ApiClient>;
  return { api, periods, exports };
}

function start(api: Partial<ApiClient>) {
  const save = vi.fn();
  const actor = createActor(
    financeMachine.provide({ actors: adminFinanceActors(fakeCall(api), save) }),
    { input: { today: TODAY } },
  );
  actor.start();
  const view = () => selectFinanceView(actor.getSnapshot());
  const settled = () =>
    waitFor(actor, (s) => !s.hasTag('busy') && !s.matches({ exports: 'exporting' }));
  return { actor, view, settled, save };
}

describe('admin finance container', () => {
  it('asks for the previous month and shows it by businessId, counting every company', async () => {
    const { api, periods } = financeApi();
    const r = start(api);
    await r.settled();
    expect(periods).toEqual(['2026-10']);
    expect(r.view().status).toBe('ready');
    expect(r.view().rows.map((row) => row.businessId)).toEqual(['b1', 'b2']);
    expect(r.view().summary).toMatchObject({
      total_companies: 4,
      reported_companies: 2,
      total_net_profit: 2_000,
    });
  });

  it('counts the companies listed when the companies cannot be read', async () => {
    const r = start(financeApi({ businesses: 'fail' }).api);
    await r.settled();
    expect(r.view().status).toBe('ready');
    expect(r.view().summary).toMatchObject({ total_companies: 2, reported_companies: 2 });
  });

  it("shows the product's failure texts: the load's, and the missing session's", async () => {
    const failed = start(financeApi({ load: 'fail' }).api);
    await failed.settled();
    expect(failed.view()).toMatchObject({ status: 'failure', error: FINANCE_LOAD_FAILED });
    const anonymous = start(financeApi({ load: 'no-session' }).api);
    await anonymous.settled();
    expect(anonymous.view().error).toBe(FINANCE_AUTH_MISSING);
  });

  it('asks for a range only once both ends are set, as {start, end}', async () => {
    const { api, periods } = financeApi();
    const r = start(api);
    await r.settled();
    r.actor.send({ type: 'mode.change', mode: 'range' });
    r.actor.send({ type: 'range.change', field: 'start', value: '2026-01' });
    expect(periods).toHaveLength(1);
    r.actor.send({ type: 'range.change', field: 'end', value: '2026-03' });
    await r.settled();
    expect(periods.at(-1)).toEqual({ start: '2026-01', end: '2026-03' });
  });

  it('exports the period in the order shown and saves the file under the server’s name', async () => {
    const { api, exports } = financeApi();
    const r = start(api);
    await r.settled();
    r.actor.send({ type: 'sort.change', column: 'net_profit' });
    r.actor.send({ type: 'export.xlsx' });
    await r.settled();
    expect(exports).toEqual([
      { period: '2026-10', sort: { column: 'net_profit', direction: 'asc' } },
    ]);
    expect(r.save).toHaveBeenCalledTimes(1);
    expect(r.save.mock.calls[0]?.[1]).toBe('financeiro-2026-10.xlsx');
    expect(r.save.mock.calls[0]?.[0]).toBeInstanceOf(Blob);
  });

  it('names the file itself when the server gave no name', async () => {
    const r = start(financeApi({ exportName: null }).api);
    await r.settled();
    r.actor.send({ type: 'mode.change', mode: 'range' });
    r.actor.send({ type: 'range.change', field: 'start', value: '2026-01' });
    r.actor.send({ type: 'range.change', field: 'end', value: '2026-03' });
    await r.settled();
    r.actor.send({ type: 'export.xlsx' });
    await r.settled();
    expect(r.save.mock.calls[0]?.[1]).toBe('financeiro-2026-01-a-2026-03.xlsx');
  });

  it('says a failed export in a toast and saves nothing', async () => {
    const r = start(financeApi({ exportFails: true }).api);
    await r.settled();
    r.actor.send({ type: 'export.xlsx' });
    await r.settled();
    expect(r.save).not.toHaveBeenCalled();
    expect(r.view().toast).toEqual({ tone: 'error', text: REPORT_EXPORT_FAILED });
    expect(r.view().status).toBe('ready');
  });
});
