import {
  REPORT_EXPORT_FAILED,
  REPORT_FIGURE_NEGATIVE,
  REPORT_SAVE_FAILED,
  REPORTS_LOAD_FAILED,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { fileNameOf } from '../transport';
import { recordingFetch, signedIn } from './test-support';

const BUSINESS = '00000000-0000-4000-8000-000000006231';
const item = {
  json: {
    id: '00000000-0000-4000-8000-00000000a001',
    month_year: '2026-10',
    gross_revenue: 120_000,
    net_revenue: 100_000,
    expenses: 30_000,
    cogs: 50_000,
    net_profit: 20_000,
    net_margin: 0.2,
    customAnswers: [{ question: 'Maior desafio?', response: 'Estoque' }],
    filled_by: 'Ana',
    filled_at: '2026-11-03T12:00:00.000Z',
  },
};
const month = {
  month: '2026-10',
  gross_revenue: 120_000,
  net_revenue: 100_000,
  expenses: 30_000,
  cogs: 50_000,
  customAnswers: [{ question: 'Maior desafio?', response: 'Estoque' }],
};

describe('reports client', () => {
  it('getSpecificCompany sends the businessId and stores the reply as reportsData', async () => {
    const reply = [{ items: [item], revenueGoal: 1_000_000, latestFilled: true }];
    const { fetch, calls } = recordingFetch({ body: reply });
    const storage = signedIn();
    const client = createApiClient({ baseUrl: '', storage, fetch });
    const result = await client.reports.getSpecificCompany();
    expect(result).toEqual({ ok: true, data: reply });
    expect(calls[0]?.headers['action']).toBe('getSpecificCompany');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user', businessId: BUSINESS });
    expect(JSON.parse(storage.getItem('reportsData')!)).toEqual(reply);
  });

  it('getSpecificCompany failing says the product’s text and keeps what was stored', async () => {
    const { fetch } = recordingFetch({ status: 500, body: { error: 'x' } });
    const storage = signedIn({ reportsData: '[1]' });
    const client = createApiClient({ baseUrl: '', storage, fetch });
    const result = await client.reports.getSpecificCompany();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(REPORTS_LOAD_FAILED);
    expect(storage.getItem('reportsData')).toBe('[1]');
  });

  it('saveReport sends the month with the session and drops the stored reports', async () => {
    const { fetch, calls } = recordingFetch({ body: item });
    const storage = signedIn({ reportsData: '[]' });
    const client = createApiClient({ baseUrl: '', storage, fetch });
    const result = await client.reports.saveReport(month);
    expect(result).toEqual({ ok: true, data: item });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/admin/reports');
    expect(calls[0]?.headers['action']).toBe('saveReport');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: BUSINESS,
      ...month,
    });
    expect(storage.getItem('reportsData')).toBeNull();
  });

  it('saveReport refused shows the server’s text; without one, the save failure text', async () => {
    const { fetch } = recordingFetch(
      {
        status: 400,
        body: { status: 'error', error: REPORT_FIGURE_NEGATIVE, message: REPORT_FIGURE_NEGATIVE },
      },
      { status: 500, body: '' },
      new TypeError('offline'),
    );
    const storage = signedIn({ reportsData: '[]' });
    const client = createApiClient({ baseUrl: '', storage, fetch });
    const refused = await client.reports.saveReport({ ...month, expenses: -1 });
    expect(refused.ok || refused.message).toBe(REPORT_FIGURE_NEGATIVE);
    const broken = await client.reports.saveReport(month);
    expect(broken.ok || broken.message).toBe(REPORT_SAVE_FAILED);
    const offline = await client.reports.saveReport(month);
    expect(offline.ok || offline.message).toBe(REPORT_SAVE_FAILED);
    // Nothing was saved: what was stored stays.
    expect(storage.getItem('reportsData')).toBe('[]');
  });

  it("a replacement names the version it replaces; someone else's save is a 409 with its text", async () => {
    const changed = 'O relatório de setembro de 2026 foi alterado por Ana em 20/11/2026 10:00.';
    const { fetch, calls } = recordingFetch({
      status: 409,
      body: { status: 'error', error: changed, message: changed },
    });
    const storage = signedIn({ reportsData: '[]' });
    const client = createApiClient({ baseUrl: '', storage, fetch });
    const result = await client.reports.saveReport({ ...month, replacesVersion: 2 });
    expect(calls[0]?.json).toMatchObject({ replacesVersion: 2 });
    expect(result).toMatchObject({ ok: false, status: 409, message: changed });
    expect(storage.getItem('reportsData')).toBe('[]');
  });

  it('a reply that is not a report item is a failure, and the stored reports stay', async () => {
    const { fetch } = recordingFetch({ body: { status: 'success' } });
    const storage = signedIn({ reportsData: '[]' });
    const client = createApiClient({ baseUrl: '', storage, fetch });
    const result = await client.reports.saveReport(month);
    expect(result.ok || result.message).toBe(REPORT_SAVE_FAILED);
    expect(storage.getItem('reportsData')).toBe('[]');
  });
});

describe('reports client: the files', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('exportReports xlsx sends exportXlsx with the business and answers the bytes and their name', async () => {
    const { fetch, calls } = recordingFetch({
      file: {
        bytes: 'PK-bytes',
        type: XLSX,
        disposition: `attachment; filename="relatorios-padaria.xlsx"; filename*=UTF-8''relat%C3%B3rios-padaria.xlsx`,
      },
    });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const result = await client.reports.exportReports({ kind: 'xlsx' });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/admin/reports/export');
    expect(calls[0]?.headers['action']).toBe('exportXlsx');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user', businessId: BUSINESS });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.fileName).toBe('relatórios-padaria.xlsx');
    expect(result.data.blob.type).toBe(XLSX);
    expect(await result.data.blob.text()).toBe('PK-bytes');
  });

  it('exportReports pdf sends exportPdf with the month', async () => {
    const { fetch, calls } = recordingFetch({
      file: {
        bytes: '%PDF-1.7',
        type: 'application/pdf',
        disposition: 'attachment; filename=a.pdf',
      },
    });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const result = await client.reports.exportReports({ kind: 'pdf', month: '2026-10' });
    expect(calls[0]?.headers['action']).toBe('exportPdf');
    expect(calls[0]?.json).toMatchObject({ month: '2026-10', businessId: BUSINESS });
    expect(result.ok && result.data.fileName).toBe('a.pdf');
  });

  it("a refusal is JSON and says the server's text; without one, ours", async () => {
    const refused = recordingFetch({
      status: 404,
      body: { error: 'Nenhum relatório de 2026-10.' },
    });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch: refused.fetch });
    const result = await client.reports.exportReports({ kind: 'pdf', month: '2026-10' });
    expect(!result.ok && result.message).toBe('Nenhum relatório de 2026-10.');

    const broken = recordingFetch(new Error('socket hang up'));
    const again = createApiClient({ baseUrl: '', storage: signedIn(), fetch: broken.fetch });
    const failed = await again.reports.exportReports({ kind: 'xlsx' });
    expect(!failed.ok && failed.message).toBe(REPORT_EXPORT_FAILED);
  });

  it('reads a Content-Disposition name the ways servers write it', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf(`attachment; filename="x.pdf"; filename*=UTF-8''r%C3%A9.pdf`)).toBe('ré.pdf');
    expect(fileNameOf(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('x.pdf');
  });
});

describe('reports client: the sheet', () => {
  it("setSheetId sends the id with the business; a refusal says the server's text", async () => {
    const { fetch, calls } = recordingFetch(
      { body: { sheet_id: 'abcdefghij12' } },
      { status: 400, body: { error: 'ID da planilha inválido.' } },
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.reports.setSheetId('abcdefghij12')).toEqual({
      ok: true,
      data: { sheet_id: 'abcdefghij12' },
    });
    expect(calls[0]?.headers['action']).toBe('setSheetId');
    expect(calls[0]?.json).toMatchObject({ businessId: BUSINESS, sheetId: 'abcdefghij12' });
    const refused = await client.reports.setSheetId('x');
    expect(!refused.ok && refused.message).toBe('ID da planilha inválido.');
  });

  it('getSheetUrl gives the sheet link of the id', async () => {
    const { fetch } = recordingFetch({ body: { sheet_id: 'abcdefghij12' } });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.reports.getSheetUrl()).toEqual({
      ok: true,
      data: {
        sheetId: 'abcdefghij12',
        url: 'https://docs.google.com/spreadsheets/d/abcdefghij12/edit',
      },
    });
  });
});
