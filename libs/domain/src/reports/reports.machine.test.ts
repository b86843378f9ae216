import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { reportsMachine, reportsMessages, type ReportsSnapshot } from './reports.machine';
import { selectReportsView } from './reports-view';
import { controlledActors, flush } from '../testing/model-testing';
import { reportFixture, reportsDataFixture } from '../testing/fixtures';
import type { ReportsData } from '../model/reports';
import type { ReportsMachineInput } from './reports.types';
import { TOAST_MS } from '../toast/toast-region';

// 21 Nov 2026 in São Paulo: the current month is 2026-11, the previous one 2026-10.
const TODAY = new Date(Date.UTC(2026, 10, 21, 13, 5));
const ACTORS = ['loadReports', 'saveReport', 'exportReports'] as const;
const QUESTION = 'Qual foi o destaque do mês?';

function start(input: ReportsMachineInput = {}) {
  const actors = controlledActors(ACTORS);
  const downloadReportImage = vi.fn();
  const copyText = vi.fn();
  const actor = createActor(
    reportsMachine.provide({
      actors: actors.logics as never,
      actions: { downloadReportImage, copyText },
    }),
    { input: { today: TODAY, ...input } },
  );
  actor.start();
  const snapshot = () => actor.getSnapshot() as ReportsSnapshot;
  const view = () => selectReportsView(snapshot());
  const resolve = async (name: (typeof ACTORS)[number], output: unknown) => {
    actors.resolve(name, output);
    await flush();
  };
  const reject = async (name: (typeof ACTORS)[number], error: unknown) => {
    actors.reject(name, error);
    await flush();
  };
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  const type = (fields: Record<string, string>) => {
    for (const [field, value] of Object.entries(fields)) {
      send({ type: 'field.change', field: field as never, value });
    }
  };
  return {
    actor,
    actors,
    snapshot,
    view,
    resolve,
    reject,
    send,
    type,
    downloadReportImage,
    copyText,
  };
}

async function startReady(data: ReportsData = reportsDataFixture, input?: ReportsMachineInput) {
  const r = start(input);
  await r.resolve('loadReports', data);
  return r;
}

const filled = {
  month: '2026-10',
  gross_revenue: 'R$ 12.000,00',
  net_revenue: '10.000,00',
  expenses: '3.000,50',
  cogs: '2.000',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reports: loading', () => {
  it('loads (from reportsData if the portal has it), then shows the cards, carousel and table', async () => {
    const r = start();
    expect(r.view()).toMatchObject({ status: 'loading', isBusy: true, form: null, detail: null });
    expect(r.actors.inputsOf('loadReports')).toEqual([{ force: false }]);
    await r.resolve('loadReports', reportsDataFixture);
    const view = r.view();
    expect(view).toMatchObject({ status: 'ready', isBusy: false, error: null, forecastYear: 2026 });
    // Card 1: the reports of the six months up to the newest (Sep 2026): Sep and Aug 2026.
    expect(view.cards.averageNetProfit).toBe(2750);
    // Card 2: oldest (Sep 2025, 2,000) to newest (Sep 2026, 3,000).
    expect(view.cards.netProfitChange).toEqual({ percent: 50, positive: true });
    // Card 3: this year's gross revenue against the goal, and December's forecast: the ten
    // months without a report at the monthly average (11,500).
    expect(view.cards.goal).toEqual({
      year: 2026,
      revenueGoal: 100000,
      yearRevenue: 23000,
      reportedMonths: 2,
      progress: 0.23,
      forecast: 23000 + 11500 * 10,
    });
    expect(view.reports.map((report) => report.month_year)).toEqual([
      '2026-09',
      '2026-08',
      '2025-09',
    ]);
    const [newest, august, lastYear] = view.comparisons;
    expect(newest?.monthOnMonth?.grossRevenue.amount).toBe(1000);
    expect(newest?.yearOnYear?.netProfit).toEqual({ amount: 1000, percent: 50 });
    expect(august?.monthOnMonth).toBeNull();
    expect(lastYear?.yearOnYear).toBeNull();
  });

  it('says the load failed once, in the error box, and the retry asks the server', async () => {
    const r = start();
    await r.reject('loadReports', new Error('API error: 500'));
    expect(r.view()).toMatchObject({ status: 'failure', error: 'Failed to load reports' });
    expect(r.view().toast).toBeNull();
    expect(reportsMessages.loadFailed).toBe('Failed to load reports');
    r.send({ type: 'reports.refresh' });
    expect(r.view().status).toBe('loading');
    expect(r.actors.inputsOf('loadReports').at(-1)).toEqual({ force: true });
    await r.resolve('loadReports', reportsDataFixture);
    expect(r.view()).toMatchObject({ status: 'ready', error: null });
  });

  it('keeps what it shows when a refresh fails, with the load error as a toast', async () => {
    const r = await startReady();
    r.send({ type: 'reports.refresh' });
    expect(r.view().isBusy).toBe(true);
    expect(r.actors.inputsOf('loadReports').at(-1)).toEqual({ force: true });
    await r.reject('loadReports', new Error('offline'));
    expect(r.view()).toMatchObject({ status: 'ready', isBusy: false, error: null });
    expect(r.view().reports).toHaveLength(3);
    expect(r.view().toast).toEqual({ tone: 'error', text: 'Failed to load reports' });
  });

  it('shows the missing-report card for the previous month only when it is unfilled', async () => {
    const missing = await startReady();
    expect(missing.view().missingReport).toEqual({
      month: { year: 2026, month: 10 },
      monthKey: '2026-10',
    });
    const filledBefore = await startReady({ ...reportsDataFixture, latestFilled: true });
    expect(filledBefore.view().missingReport).toBeNull();
    // January's previous month is last December.
    const january = await startReady(reportsDataFixture, {
      today: new Date(Date.UTC(2027, 0, 15, 15)),
    });
    expect(january.view().missingReport?.monthKey).toBe('2026-12');
    expect(january.view().forecastYear).toBe(2027);
  });

  it('shows no card while loading or after a failed load', async () => {
    const r = start();
    expect(r.view().missingReport).toBeNull();
    await r.reject('loadReports', new Error('offline'));
    expect(r.view().missingReport).toBeNull();
  });

  it('ignores the form while the list is not there', () => {
    const r = start();
    r.send({ type: 'form.open' });
    r.send({ type: 'missingReport.fill' });
    expect(r.view().form).toBeNull();
  });
});

describe('reports: the fill form', () => {
  it('opens from the missing card with the previous month and one empty answer per question', async () => {
    const r = await startReady();
    r.send({ type: 'missingReport.fill' });
    expect(r.view().form).toEqual({
      status: 'editing',
      draft: {
        month: '2026-10',
        figures: { gross_revenue: '', net_revenue: '', expenses: '', cogs: '' },
        answers: [''],
      },
      questions: [QUESTION],
      fieldErrors: {},
      error: null,
      netProfit: null,
      netMargin: null,
      monthNote: 'Novo relatório de outubro de 2026.',
      replace: null,
    });
  });

  it('opens from the button for any month, preset or the one missing', async () => {
    const r = await startReady();
    r.send({ type: 'form.open' });
    // October, the month before November, has no report: the form opens on it, empty.
    expect(r.view().form?.draft.month).toBe('2026-10');
    expect(r.view().form?.draft.figures.gross_revenue).toBe('');
    r.send({ type: 'form.close' });
    r.send({ type: 'form.open', month: '2026-03' });
    expect(r.view().form?.draft.month).toBe('2026-03');
  });

  it('computes profit and margin live from the figures as typed', async () => {
    const r = await startReady();
    r.send({ type: 'form.open' });
    r.type({ net_revenue: '10.000,00', cogs: '2.000' });
    expect(r.view().form).toMatchObject({ netProfit: null, netMargin: null });
    r.type({ expenses: '3.000,50' });
    expect(r.view().form).toMatchObject({ netProfit: 4999.5, netMargin: 0.49995 });
    r.type({ expenses: 'muito' });
    expect(r.view().form).toMatchObject({ netProfit: null, netMargin: null });
  });

  it('refuses an empty form field by field, and the errors follow the typing', async () => {
    const r = await startReady();
    r.send({ type: 'form.open', month: '' });
    // No error before the first submit.
    r.type({ month: '2026' });
    expect(r.view().form?.fieldErrors).toEqual({});
    r.type({ month: '' });
    r.send({ type: 'form.submit' });
    expect(r.view().form?.status).toBe('editing');
    expect(r.view().form?.fieldErrors).toEqual({
      month: 'Informe o mês do relatório.',
      gross_revenue: 'Informe o valor.',
      net_revenue: 'Informe o valor.',
      expenses: 'Informe o valor.',
      cogs: 'Informe o valor.',
    });
    expect(r.actors.inputsOf('saveReport')).toEqual([]);
    r.type({ month: '2026/10', gross_revenue: '12.000,00', net_revenue: '12,3,4', cogs: '-5' });
    expect(r.view().form?.fieldErrors).toEqual({
      month: 'Mês inválido. Use o formato AAAA-MM (por exemplo, 2026-10).',
      net_revenue: 'Valor inválido. Use números, por exemplo 1.234,56.',
      expenses: 'Informe o valor.',
      cogs: 'O valor não pode ser negativo.',
    });
    r.type({ month: '2026-12', expenses: '1.000.000.000.000,00' });
    expect(r.view().form?.fieldErrors).toMatchObject({
      month: 'Não é possível preencher o relatório de um mês futuro.',
      expenses: 'Valor grande demais: o máximo é R$ 999.999.999.999,99.',
    });
    r.type({ month: '1999-12' });
    expect(r.view().form?.fieldErrors.month).toBe('O mês do relatório deve ser de 2000 em diante.');
    // The current month may be filled.
    r.type({ month: '2026-11' });
    expect(r.view().form?.fieldErrors.month).toBeUndefined();
  });

  it('saves the month key, the numbers and the answers, then closes, toasts 3 s and refetches', async () => {
    const r = await startReady();
    r.send({ type: 'missingReport.fill' });
    r.type(filled);
    r.send({ type: 'answer.change', index: 0, value: '  Black Friday  ' });
    r.send({ type: 'form.submit' });
    expect(r.view().form?.status).toBe('submitting');
    expect(r.view().isBusy).toBe(true);
    expect(r.actors.inputsOf('saveReport')).toEqual([
      {
        month: '2026-10',
        gross_revenue: 12000,
        net_revenue: 10000,
        expenses: 3000.5,
        cogs: 2000,
        customAnswers: [{ question: QUESTION, response: 'Black Friday' }],
      },
    ]);
    // Closing is no option while the save runs.
    r.send({ type: 'form.close' });
    expect(r.view().form?.status).toBe('submitting');
    await r.resolve('saveReport', { id: '8' });
    expect(r.view().form).toBeNull();
    expect(r.view().toast).toEqual({ tone: 'success', text: 'Relatório salvo com sucesso!' });
    expect(reportsMessages.saved).toBe('Relatório salvo com sucesso!');
    // The list is invalidated: a fresh load from the server, the toast meanwhile.
    expect(r.actors.inputsOf('loadReports')).toEqual([{ force: false }, { force: true }]);
    const saved: ReportsData = {
      ...reportsDataFixture,
      latestFilled: true,
      reports: [...reportsDataFixture.reports, reportFixture('8', '2026-10', 12000, 4999.5)],
    };
    await r.resolve('loadReports', saved);
    expect(r.view().reports.map((report) => report.id)).toEqual(['8', '7', '6', '5']);
    expect(r.view().missingReport).toBeNull();
    await vi.advanceTimersByTimeAsync(TOAST_MS - 1);
    expect(r.view().toast).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(r.view().toast).toBeNull();
  });

  it('shows the server text in the form on a refusal and keeps everything typed', async () => {
    const r = await startReady();
    r.send({ type: 'missingReport.fill' });
    r.type(filled);
    r.send({ type: 'answer.change', index: 0, value: 'Black Friday' });
    const draft = r.view().form?.draft;
    r.send({ type: 'form.submit' });
    await r.reject('saveReport', {
      message:
        'As respostas não correspondem às perguntas da empresa. Atualize a página e tente novamente.',
    });
    expect(r.view().form).toMatchObject({
      status: 'editing',
      draft,
      error:
        'As respostas não correspondem às perguntas da empresa. Atualize a página e tente novamente.',
    });
    expect(r.view().toast).toBeNull();
    expect(r.actors.inputsOf('loadReports')).toHaveLength(1);
    // A fault without a text of its own reads as the product's default; a new submit clears it.
    r.send({ type: 'form.submit' });
    expect(r.view().form?.error).toBeNull();
    await r.reject('saveReport', new Error('socket hang up'));
    expect(r.view().form?.error).toBe('Falha ao salvar o relatório. Por favor, tente novamente.');
    expect(reportsMessages.saveFailed).toBe(r.view().form?.error);
    expect(r.view().form?.draft).toEqual(draft);
  });

  it('starts afresh after a close', async () => {
    const r = await startReady();
    r.send({ type: 'form.open' });
    r.type({ gross_revenue: '1,00' });
    r.send({ type: 'form.submit' });
    r.send({ type: 'form.close' });
    expect(r.view().form).toBeNull();
    r.send({ type: 'form.open' });
    expect(r.view().form).toMatchObject({ fieldErrors: {}, error: null });
    expect(r.view().form?.draft.figures.gross_revenue).toBe('');
  });

  it('a save during a refresh asks the server again once saved', async () => {
    const r = await startReady();
    r.send({ type: 'reports.refresh' });
    r.send({ type: 'form.open' });
    r.type(filled);
    r.send({ type: 'form.submit' });
    await r.resolve('saveReport', {});
    // The refresh started before the save was restarted: a third load, forced.
    expect(r.actors.inputsOf('loadReports')).toEqual([
      { force: false },
      { force: true },
      { force: true },
    ]);
  });
});

describe('reports: a month that has a report', () => {
  /** September as Ana saved it again at 10:00 (São Paulo) on 20 November: its second version. */
  const september = reportFixture('7', '2026-09', 84383.52, 3000, {
    version: 2,
    filledBy: 'Ana Lima',
    filledAt: '2026-11-20T13:00:00.000Z',
  });
  const withSeptember: ReportsData = {
    ...reportsDataFixture,
    reports: [september, ...reportsDataFixture.reports.slice(1)],
  };
  const QUESTION_ASKED = 'Qual foi o destaque do mês?';

  it('once the previous month is filled, opens on the current one, with its values if filled early', async () => {
    const october = reportFixture('8', '2026-10', 9000, 1000);
    const r = await startReady({ ...reportsDataFixture, latestFilled: true, reports: [october] });
    r.send({ type: 'form.open' });
    expect(r.view().form?.draft).toMatchObject({ month: '2026-11', figures: { cogs: '' } });
    expect(r.view().form?.monthNote).toBe('Novo relatório de novembro de 2026.');
    r.send({ type: 'form.close' });
    const november = reportFixture('9', '2026-11', 5000, 500);
    const early = await startReady({
      ...reportsDataFixture,
      latestFilled: true,
      reports: [november, october],
    });
    early.send({ type: 'form.open' });
    expect(early.view().form?.draft).toMatchObject({
      month: '2026-11',
      figures: { gross_revenue: '5.000,00' },
    });
  });

  it('picking it shows its figures the Brazilian way and its answers, and says so', async () => {
    const r = await startReady(withSeptember);
    r.send({ type: 'form.open' });
    r.type({ month: '2026-09' });
    expect(r.view().form).toMatchObject({
      status: 'editing',
      draft: {
        month: '2026-09',
        figures: {
          gross_revenue: '84.383,52',
          net_revenue: '75.945,17',
          expenses: '47.630,11',
          cogs: '25.315,06',
        },
        answers: ['Destaque 7'],
      },
      netProfit: 3000,
      monthNote:
        'O relatório de setembro de 2026 já existe (salvo por Ana Lima em 20/11/2026 10:00). ' +
        'Ao salvar, você confirma a substituição.',
      replace: null,
    });
    // Back to October: September's values stay September's.
    r.type({ month: '2026-10' });
    expect(r.view().form?.draft).toEqual({
      month: '2026-10',
      figures: { gross_revenue: '', net_revenue: '', expenses: '', cogs: '' },
      answers: [''],
    });
  });

  it('keeps what the person typed when they move it to a month without a report', async () => {
    const r = await startReady(withSeptember);
    r.send({ type: 'form.open', month: '2026-09' });
    r.type({ cogs: '30.000,00' });
    r.type({ month: '2026-10' });
    expect(r.view().form?.draft).toMatchObject({
      month: '2026-10',
      figures: { gross_revenue: '84.383,52', cogs: '30.000,00' },
    });
    // Typed for a new month, then moved again: still theirs.
    r.type({ month: '2026-07' });
    expect(r.view().form?.draft.figures.cogs).toBe('30.000,00');
  });

  it("asks 'Substituir o relatório de setembro de 2026?' before saving; cancel sends nothing", async () => {
    const r = await startReady(withSeptember);
    r.send({ type: 'form.open', month: '2026-09' });
    r.type({ gross_revenue: '99.999,00' });
    const draft = r.view().form?.draft;
    r.send({ type: 'form.submit' });
    expect(r.view().form).toMatchObject({
      status: 'editing',
      draft,
      replace: {
        question: 'Substituir o relatório de setembro de 2026?',
        text:
          'Os valores salvos por Ana Lima em 20/11/2026 10:00 serão substituídos pelos deste ' +
          'formulário. A versão anterior fica guardada no histórico do relatório.',
        busy: false,
      },
    });
    expect(r.actors.inputsOf('saveReport')).toEqual([]);
    r.send({ type: 'replace.cancel' });
    expect(r.view().form).toMatchObject({ status: 'editing', draft, replace: null });
    expect(r.actors.inputsOf('saveReport')).toEqual([]);
    r.send({ type: 'form.close' });
    expect(r.view().form).toBeNull();
    expect(r.view().reports[0]?.gross_revenue).toBe(84383.52);
  });

  it('a confirmed replacement names the version it was shown', async () => {
    const r = await startReady(withSeptember);
    r.send({ type: 'form.open', month: '2026-09' });
    r.type({ gross_revenue: '99.999,00' });
    r.send({ type: 'form.submit' });
    r.send({ type: 'replace.confirm' });
    expect(r.view().form).toMatchObject({ status: 'submitting', replace: { busy: true } });
    expect(r.actors.inputsOf('saveReport')).toEqual([
      {
        month: '2026-09',
        gross_revenue: 99999,
        net_revenue: 75945.17,
        expenses: 47630.11,
        cogs: 25315.06,
        customAnswers: [{ question: QUESTION_ASKED, response: 'Destaque 7' }],
        replacesVersion: 2,
      },
    ]);
    await r.resolve('saveReport', {});
    expect(r.view().form).toBeNull();
    expect(r.view().toast).toEqual({ tone: 'success', text: reportsMessages.saved });
    expect(r.actors.inputsOf('loadReports').at(-1)).toEqual({ force: true });
  });

  it("someone else's save meanwhile: the server's text, what was typed kept, the list fetched again", async () => {
    const r = await startReady({
      ...withSeptember,
      reports: [{ ...september, version: 1 }, ...withSeptember.reports.slice(1)],
    });
    r.send({ type: 'form.open', month: '2026-09' });
    r.type({ gross_revenue: '99.999,00' });
    const draft = r.view().form?.draft;
    r.send({ type: 'form.submit' });
    r.send({ type: 'replace.confirm' });
    expect(r.actors.inputsOf('saveReport').at(-1)).toMatchObject({ replacesVersion: 1 });
    const changedSince =
      'O relatório de setembro de 2026 foi alterado por Ana Lima em 20/11/2026 10:00 depois ' +
      'que você o abriu. Revise os valores atuais antes de substituí-lo.';
    await r.reject('saveReport', { message: changedSince, status: 409 });
    expect(r.view().form).toMatchObject({
      status: 'editing',
      draft,
      error: changedSince,
      replace: null,
    });
    expect(r.actors.inputsOf('loadReports')).toEqual([{ force: false }, { force: true }]);
    await r.resolve('loadReports', withSeptember);
    // The person saw who changed it; saving again replaces the version the list shows now.
    expect(r.view().form?.draft).toEqual(draft);
    r.send({ type: 'form.submit' });
    r.send({ type: 'replace.confirm' });
    expect(r.actors.inputsOf('saveReport').at(-1)).toMatchObject({
      gross_revenue: 99999,
      replacesVersion: 2,
    });
  });

  it('any other failure of a replacement keeps the form as it is, with no new fetch', async () => {
    const r = await startReady(withSeptember);
    r.send({ type: 'form.open', month: '2026-09' });
    r.send({ type: 'form.submit' });
    r.send({ type: 'replace.confirm' });
    await r.reject('saveReport', new Error('socket hang up'));
    expect(r.view().form).toMatchObject({
      status: 'editing',
      error: reportsMessages.saveFailed,
      replace: null,
    });
    expect(r.actors.inputsOf('loadReports')).toHaveLength(1);
  });

  it('a report from a reply without versions is its first version', async () => {
    const { version: _unknown, ...unversioned } = september;
    const r = await startReady({ ...withSeptember, reports: [unversioned] });
    r.send({ type: 'form.open', month: '2026-09' });
    r.send({ type: 'form.submit' });
    r.send({ type: 'replace.confirm' });
    expect(r.actors.inputsOf('saveReport').at(-1)).toMatchObject({ replacesVersion: 1 });
  });
});

describe('reports: the detail', () => {
  it('finds the report by its id as text in the loaded reports', async () => {
    const r = start({ reportId: '7' });
    expect(r.view().detail).toMatchObject({ status: 'loading', report: null });
    await r.resolve('loadReports', reportsDataFixture);
    expect(r.view().detail).toEqual({
      status: 'ready',
      report: reportsDataFixture.reports[0],
      error: null,
      fileName: 'report-2026-09.png',
    });
    // A numeric id from an older cache still matches its text.
    const numeric = await startReady({
      ...reportsDataFixture,
      reports: [reportFixture(42 as unknown as string, '2026-07', 9000, 1000)],
    });
    numeric.send({ type: 'report.open', id: '42' });
    expect(numeric.view().detail?.status).toBe('ready');
  });

  it("says 'Report not found' for an id the reports do not hold", async () => {
    const r = await startReady();
    r.send({ type: 'report.open', id: '99' });
    expect(r.view().detail).toEqual({
      status: 'notFound',
      report: null,
      error: 'Report not found',
      fileName: null,
    });
    r.send({ type: 'report.download' });
    expect(r.downloadReportImage).not.toHaveBeenCalled();
    r.send({ type: 'report.close' });
    expect(r.view().detail).toBeNull();
  });

  it('says the load failed when the reports could not load', async () => {
    const r = start({ reportId: '7' });
    await r.reject('loadReports', new Error('offline'));
    expect(r.view().detail).toMatchObject({ status: 'failure', error: 'Failed to load reports' });
  });

  it('asks the portal to download the open report as report-{month_year}.png', async () => {
    const r = await startReady();
    r.send({ type: 'report.open', id: '6' });
    r.send({ type: 'report.download' });
    expect(r.downloadReportImage).toHaveBeenCalledTimes(1);
    expect(r.downloadReportImage.mock.calls[0]?.[1]).toEqual({
      reportId: '6',
      fileName: 'report-2026-08.png',
    });
  });
});

describe('reports: the toast', () => {
  it('a newer toast replaces the showing one and its clock; the close button hides it', async () => {
    const r = await startReady();
    r.send({ type: 'reports.refresh' });
    await r.reject('loadReports', new Error('offline'));
    await vi.advanceTimersByTimeAsync(2000);
    r.send({ type: 'form.open' });
    r.type(filled);
    r.send({ type: 'form.submit' });
    await r.resolve('saveReport', {});
    expect(r.view().toast?.tone).toBe('success');
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.view().toast?.tone).toBe('success');
    r.send({ type: 'toast.dismiss' });
    expect(r.view().toast).toBeNull();
  });
});

describe('reports: the sheet link and the files', () => {
  const SHEET = 'https://docs.google.com/spreadsheets/d/abc/edit';

  it('copies the sheet link and says so; without a sheet there is nothing to copy', async () => {
    const withSheet = await startReady({ ...reportsDataFixture, sheetUrl: SHEET });
    expect(withSheet.view().sheetUrl).toBe(SHEET);
    withSheet.send({ type: 'sheet.copy' });
    expect(withSheet.copyText).toHaveBeenCalledWith(expect.anything(), { text: SHEET });
    expect(withSheet.view().toast).toEqual({
      tone: 'success',
      text: reportsMessages.sheetUrlCopied,
    });

    const without = await startReady();
    expect(without.view().sheetUrl).toBeNull();
    without.send({ type: 'sheet.copy' });
    expect(without.copyText).not.toHaveBeenCalled();
    expect(without.view().toast).toBeNull();
  });

  it("makes one file at a time: the XLSX, then a month's PDF; a failure says so", async () => {
    const r = await startReady();
    r.send({ type: 'export.xlsx' });
    expect(r.view().exporting).toBe('xlsx');
    r.send({ type: 'export.pdf', month: '2026-09' });
    expect(r.actors.inputsOf('exportReports')).toEqual([{ kind: 'xlsx' }]);
    await r.resolve('exportReports', undefined);
    expect(r.view().exporting).toBeNull();
    expect(r.view().toast).toBeNull();

    r.send({ type: 'export.pdf', month: '2026-09' });
    expect(r.view().exporting).toBe('pdf');
    expect(r.actors.inputsOf('exportReports')).toEqual([
      { kind: 'xlsx' },
      { kind: 'pdf', month: '2026-09' },
    ]);
    await r.reject('exportReports', new Error('socket hang up'));
    expect(r.view().exporting).toBeNull();
    expect(r.view().toast).toEqual({ tone: 'error', text: reportsMessages.exportFailed });
  });

  it('keeps the company the detail shows', async () => {
    const r = start();
    expect(r.view().company).toBeNull();
    await r.resolve('loadReports', reportsDataFixture);
    expect(r.view().company).toEqual({ name: 'Padaria Pão Quente', logo: null });
  });

  it('shows the trend oldest first', async () => {
    const r = await startReady();
    expect(r.view().trend.map((report) => report.month_year)).toEqual([
      '2025-09',
      '2026-08',
      '2026-09',
    ]);
  });
});
