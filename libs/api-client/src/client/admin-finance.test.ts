import { describe, expect, it, vi } from 'vitest';
import {
  FINANCE_AUTH_MISSING,
  FINANCE_LOAD_FAILED,
  FINANCE_RANGE_END_BEFORE_START,
  REPORT_EXPORT_FAILED,
  createMemoryStorage,
} from '@portal/domain';
import { createApiClient } from '.';
import { recordingFetch, signedIn, signedInClient } from './test-support';

const record = {
  id: '00000000-0000-4000-8000-000000006631',
  businessId: '00000000-0000-4000-8000-000000006231',
  businessName: 'Padaria',
  gross_revenue: 1200,
  net_revenue: 1000,
  expenses: 300,
  cogs: 200,
  net_profit: 500,
  net_margin: 0.5,
  months: 1,
};

describe('admin finance getAll', () => {
  it('sends a month in the body, the action in the header, and answers the records', async () => {
    const { api, calls } = signedInClient({ body: [record] });
    expect(await api.adminFinance.getAll('2026-10')).toEqual({ ok: true, data: [record] });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toMatch(/\/admin\/finance$/);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['action']).toBe('getAll');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user', period: '2026-10' });
  });

  it('sends a range and keeps docs/product.md record without the fields beyond it', async () => {
    const { businessName: _name, months: _months, ...spec } = record;
    const { api, calls } = signedInClient({ body: [spec] });
    const result = await api.adminFinance.getAll({ start: '2026-01', end: '2026-03' });
    expect(result).toEqual({ ok: true, data: [spec] });
    expect(calls[0]?.json?.['period']).toEqual({ start: '2026-01', end: '2026-03' });
  });

  it('treats an unexpected reply as an empty list, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch, calls } = recordingFetch({ body: { weird: true } });
    const result = await createApiClient({
      baseUrl: '',
      storage: signedIn(),
      fetch,
    }).adminFinance.getAll({
      start: '2026-01',
      end: '2026-03',
    });
    expect(result).toEqual({ ok: true, data: [] });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(calls[0]?.headers['action']).toBe('getAll');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      period: { start: '2026-01', end: '2026-03' },
    });
  });

  it('shows the product’s load failure for a refusal (the server’s text kept beside), a broken server or no network', async () => {
    const { api } = signedInClient(
      {
        status: 400,
        body: {
          status: 'error',
          error: FINANCE_RANGE_END_BEFORE_START,
          message: FINANCE_RANGE_END_BEFORE_START,
        },
      },
      { status: 500, body: '' },
      new TypeError('offline'),
    );
    const refused = await api.adminFinance.getAll({ start: '2026-03', end: '2026-01' });
    expect(refused.ok || [refused.message, refused.serverMessage]).toEqual([
      FINANCE_LOAD_FAILED,
      FINANCE_RANGE_END_BEFORE_START,
    ]);
    const broken = await api.adminFinance.getAll('2026-10');
    expect(broken.ok || broken.message).toBe(FINANCE_LOAD_FAILED);
    const offline = await api.adminFinance.getAll('2026-10');
    expect(offline.ok || offline.message).toBe(FINANCE_LOAD_FAILED);
  });

  it('without a session says the authentication data is missing and sends nothing', async () => {
    const { fetch, calls } = recordingFetch({ body: [record] });
    const client = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    const result = await client.adminFinance.getAll('2026-10');
    expect(result.ok || result.message).toBe(FINANCE_AUTH_MISSING);
    expect(calls).toEqual([]);
  });
});

describe('admin finance exportXlsx', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('sends the period and the sort, answers the bytes and their name', async () => {
    const { api, calls } = signedInClient({
      file: {
        bytes: 'PK-bytes',
        type: XLSX,
        disposition: 'attachment; filename=financeiro-2026-10.xlsx',
      },
    });
    const result = await api.adminFinance.exportXlsx('2026-10', {
      column: 'net_profit',
      direction: 'desc',
    });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/admin/finance/export');
    expect(calls[0]?.headers['action']).toBe('exportXlsx');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      period: '2026-10',
      sort: { column: 'net_profit', direction: 'desc' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.fileName).toBe('financeiro-2026-10.xlsx');
    expect(await result.data.blob.text()).toBe('PK-bytes');
  });

  it('sends no sort when none is given; a refusal says the server’s text, a failure ours', async () => {
    const { api, calls } = signedInClient(
      { status: 400, body: { error: FINANCE_RANGE_END_BEFORE_START } },
      new Error('socket hang up'),
    );
    const refused = await api.adminFinance.exportXlsx({ start: '2026-03', end: '2026-01' });
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      period: { start: '2026-03', end: '2026-01' },
    });
    expect(refused.ok || refused.message).toBe(FINANCE_RANGE_END_BEFORE_START);
    const failed = await api.adminFinance.exportXlsx('2026-10');
    expect(failed.ok || failed.message).toBe(REPORT_EXPORT_FAILED);
  });
});
