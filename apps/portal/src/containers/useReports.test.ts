import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type ApiClient,
  type Business,
  type ReportsReply,
} from '@portal/api-client';
import {
  REPORTS_LOAD_FAILED,
  REPORT_EXPORT_FAILED,
  REPORT_SAVED,
  createMemoryStorage,
  reportsMachine,
  selectReportsView,
  type ReportExport,
} from '@portal/domain';
import { fakeCall } from './fake-workspace-call';
import { externalFormUrl, reportsActors } from './useReports';

type ReportInput = Parameters<ApiClient['reports']['saveReport']>[0];

const TODAY = new Date(Date.UTC(2026, 10, 21, 13, 5));
const QUESTION = 'Qual foi o destaque do mês?';

const business: Business = {
  id: '5d0c3a52-3f0e-4a57-8c2b-1b2f5e6a7c90',
  name: 'Padaria Aurora',
  logo: '/webhook/portal/files/logos/aurora.png',
  website: null,
  niche: 'Alimentação',
  knowledge_base: null,
  custom_questions: [QUESTION],
  meta_faturamento: 150000,
  username_instagram: null,
  managed_by: null,
  created_at: '2026-01-10T12:00:00.000Z',
  lastDRE: null,
  access_users: [],
};

const item = (id: number, month: string, netProfit: number) => ({
  json: {
    id,
    month_year: month,
    gross_revenue: 20_000,
    net_revenue: 18_000,
    expenses: 5_000,
    cogs: 18_000 - 5_000 - netProfit,
    net_profit: netProfit,
    net_margin: netProfit / 18_000,
    customAnswers: [{ question: QUESTION, response: 'Natal' }],
  },
});
const september: ReportsReply = [
  { items: [item(7, '2026-09', 3_000)], revenueGoal: 150_000, latestFilled: false },
];
const withOctober: ReportsReply = [
  {
    items: [item(8, '2026-10', 4_000), item(7, '2026-09', 3_000)],
    revenueGoal: 150_000,
    latestFilled: true,
  },
];

function reportsApi(options: { load?: 'fail'; sheetId?: string; exportFails?: boolean } = {}) {
  const saved: ReportInput[] = [];
  const exported: ReportExport[] = [];
  let reads = 0;
  const api = {
    reports: {
      getSpecificCompany: async () => {
        reads += 1;
        if (options.load === 'fail') return failure('http', REPORTS_LOAD_FAILED);
        return success(saved.length > 0 ? withOctober : september);
      },
      saveReport: async (input: ReportInput) => {
        saved.push(input);
        return success(item(8, input.month, 4_000));
      },
      getSheetUrl: async () =>
        options.sheetId === undefined
          ? failure('network', 'x')
          : success({
              sheetId: options.sheetId,
              url: `https://docs.google.com/spreadsheets/d/${options.sheetId}/edit`,
            }),
      exportReports: async (file: ReportExport) => {
        exported.push(file);
        return options.exportFails
          ? failure('http', REPORT_EXPORT_FAILED)
          : success({ blob: new Blob(['PK']), fileName: 'relatorios-padaria-aurora.xlsx' });
      },
    },
    company: { get: async () => success(business) },
  } as unknown as Partial<ApiClient>;
  return { api, saved, exported, reads: () => reads };
}

function start(api: Partial<ApiClient>, storage = createMemoryStorage({})) {
  const actor = createActor(
    reportsMachine.provide({
      actors: reportsActors(fakeCall(api), storage),
      actions: { downloadReportImage: () => undefined, copyText: () => undefined },
    }),
    { input: { today: TODAY } },
  );
  actor.start();
  const view = () => selectReportsView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, view, settled };
}

describe('reports container', () => {
  it('shows the reports with the company, its questions and its sheet link', async () => {
    const { api } = reportsApi({ sheetId: 'abc' });
    const r = start(api);
    await r.settled();
    const view = r.view();
    expect(view.status).toBe('ready');
    expect(view.reports.map((report) => report.id)).toEqual(['7']);
    expect(view.missingReport?.monthKey).toBe('2026-10');
    expect(view.company).toEqual({ name: 'Padaria Aurora', logo: business.logo });
    expect(view.sheetUrl).toBe('https://docs.google.com/spreadsheets/d/abc/edit');
  });

  it('offers the XLSX when no sheet is set or the link cannot be read', async () => {
    for (const options of [{ sheetId: '' }, {}]) {
      const r = start(reportsApi(options).api);
      await r.settled();
      expect(r.view().sheetUrl).toBeNull();
    }
  });

  it('takes the first load from reportsData, and asks the server on refresh', async () => {
    const { api, reads } = reportsApi();
    const storage = createMemoryStorage({ reportsData: JSON.stringify(withOctober) });
    const r = start(api, storage);
    await r.settled();
    expect(reads()).toBe(0);
    expect(r.view().reports.map((report) => report.id)).toEqual(['8', '7']);
    expect(r.view().form).toBeNull();
    r.actor.send({ type: 'reports.refresh' });
    await r.settled();
    expect(reads()).toBe(1);
    expect(r.view().reports.map((report) => report.id)).toEqual(['7']);
  });

  it('fills the missing month: sends the numbers, then the carousel and the card change', async () => {
    const { api, saved } = reportsApi();
    const r = start(api);
    await r.settled();
    r.actor.send({ type: 'missingReport.fill' });
    const fields = {
      gross_revenue: '20.000,00',
      net_revenue: '18.000',
      expenses: '5.000',
      cogs: '9.000',
    } as const;
    for (const [field, value] of Object.entries(fields)) {
      r.actor.send({ type: 'field.change', field: field as keyof typeof fields, value });
    }
    r.actor.send({ type: 'answer.change', index: 0, value: 'Natal' });
    r.actor.send({ type: 'form.submit' });
    await r.settled();
    expect(saved).toEqual([
      {
        month: '2026-10',
        gross_revenue: 20_000,
        net_revenue: 18_000,
        expenses: 5_000,
        cogs: 9_000,
        customAnswers: [{ question: QUESTION, response: 'Natal' }],
      },
    ]);
    expect(r.view()).toMatchObject({ missingReport: null, form: null });
    expect(r.view().toast?.text).toBe(REPORT_SAVED);
    expect(r.view().reports.map((report) => report.id)).toEqual(['8', '7']);
  });

  it("replaces a month only once confirmed, naming the version shown; someone else's save is said and fetched again", async () => {
    const changedSince =
      'O relatório de setembro de 2026 foi alterado por Ana em 21/11/2026 09:00 depois que ' +
      'você o abriu. Revise os valores atuais antes de substituí-lo.';
    let version = 1;
    const sent: ReportInput[] = [];
    const reply = (): ReportsReply => [
      {
        items: [{ json: { ...item(7, '2026-09', 3_000).json, version } }],
        revenueGoal: 150_000,
        latestFilled: false,
      },
    ];
    const api = {
      reports: {
        getSpecificCompany: async () => success(reply()),
        // The server's rule: only the current version may be replaced.
        saveReport: async (input: ReportInput) => {
          sent.push(input);
          if (input.replacesVersion !== version) {
            return failure('http', changedSince, { status: 409, serverMessage: changedSince });
          }
          version += 1;
          return success(reply()[0]!.items[0]!);
        },
        getSheetUrl: async () => failure('network', 'x'),
      },
      company: { get: async () => success(business) },
    } as unknown as Partial<ApiClient>;
    const r = start(api);
    await r.settled();
    r.actor.send({ type: 'form.open', month: '2026-09' });
    expect(r.view().form?.draft.figures).toEqual({
      gross_revenue: '20.000,00',
      net_revenue: '18.000,00',
      expenses: '5.000,00',
      cogs: '10.000,00',
    });
    r.actor.send({ type: 'field.change', field: 'gross_revenue', value: '21.000,00' });
    r.actor.send({ type: 'form.submit' });
    expect(sent).toEqual([]);
    expect(r.view().form?.replace?.question).toBe('Substituir o relatório de setembro de 2026?');
    // Someone else saves September before the person confirms.
    version = 2;
    r.actor.send({ type: 'replace.confirm' });
    await r.settled();
    expect(sent.at(-1)).toMatchObject({ month: '2026-09', replacesVersion: 1 });
    expect(r.view().form).toMatchObject({ status: 'editing', error: changedSince, replace: null });
    expect(r.view().form?.draft.figures.gross_revenue).toBe('21.000,00');
    expect(r.view().reports[0]?.version).toBe(2);
    r.actor.send({ type: 'form.submit' });
    r.actor.send({ type: 'replace.confirm' });
    await r.settled();
    expect(sent.at(-1)).toMatchObject({ gross_revenue: 21_000, replacesVersion: 2 });
    expect(r.view().form).toBeNull();
    expect(r.view().toast?.text).toBe(REPORT_SAVED);
  });

  it("says the product's text when the reports do not load", async () => {
    const r = start(reportsApi({ load: 'fail' }).api);
    await r.settled();
    expect(r.view()).toMatchObject({ status: 'failure', error: REPORTS_LOAD_FAILED });
  });

  it('exports: asks for the file and says so when it fails', async () => {
    const failing = reportsApi({ exportFails: true });
    const r = start(failing.api);
    await r.settled();
    r.actor.send({ type: 'export.pdf', month: '2026-09' });
    expect(r.view().exporting).toBe('pdf');
    await waitFor(r.actor, (s) => selectReportsView(s).exporting === null);
    expect(failing.exported).toEqual([{ kind: 'pdf', month: '2026-09' }]);
    expect(r.view().toast?.text).toBe(REPORT_EXPORT_FAILED);
  });
});

describe('the external report form', () => {
  it('gets the token and the business id, and nothing without the setting or a session', () => {
    const storage = createMemoryStorage({
      jwt_token: 'jwt-123',
      auth_type: 'user',
      business: JSON.stringify({ id: business.id, name: business.name }),
    });
    expect(externalFormUrl('https://forms.example.com/dre?origem=portal', storage)).toBe(
      `https://forms.example.com/dre?origem=portal&token=jwt-123&businessId=${business.id}`,
    );
    expect(externalFormUrl(null, storage)).toBeNull();
    expect(externalFormUrl('https://forms.example.com/dre', createMemoryStorage({}))).toBeNull();
  });
});
