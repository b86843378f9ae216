import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  FILL_REPORT_PARAM,
  monthToFill,
  REPORT_EXPORT_SLUG_FALLBACK,
  readReportsData,
  readSessionFields,
  reportPdfFileName,
  reportXlsxFileName,
  reportsMachine,
  selectReportsView,
  type ExportReportsInput,
  type KeyValueStorage,
  type LoadReportsInput,
  type LoadReportsOutput,
  type SaveReportInput,
} from '@portal/domain';
import {
  reportDetailViewProps,
  reportsAnalyticsViewProps,
  type ReportDetailProps,
  type ReportsAnalyticsProps,
} from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';
import { firstLoads } from '../app/first-loads';
import { reportFormUrl } from '../app/config';
import { saveBlob } from '../app/save-blob';
import { useBusinessName } from '../app/useCurrentBusiness';

/** docs/product.md "Report detail": the PNG's background. */
export const REPORT_IMAGE_BACKGROUND = '#131522';
/** docs/product.md "Report detail": the PNG is drawn at twice the card's size. */
export const REPORT_IMAGE_SCALE = 2;

// The reports, the company (its custom questions, name and logo) and its sheet link, read
// together. The first load of a page may take the reports from docs/product.md's `reportsData` (the
// detail route finds its report there, as docs/product.md says); a refresh always asks the server.
export const reportsActors = (call: WorkspaceCall, storage: KeyValueStorage) => ({
  loadReports: fromPromise<LoadReportsOutput, LoadReportsInput>(async ({ input }) =>
    dataOrReject(
      await call(async (api, map) => {
        const cached = input.force ? null : readReportsData(storage);
        // A first load may find its three reads already sent with the move to this page
        // (app/route-loaders.tsx); a refresh always asks the server.
        const first = !input.force;
        const [reports, business, sheet] = await Promise.all([
          cached ? null : first ? firstLoads.reports.load(api) : api.reports.getSpecificCompany(),
          first ? firstLoads.reportsCompany.load(api) : api.company.get(),
          first ? firstLoads.reportsSheet.load(api) : api.reports.getSheetUrl(),
        ]);
        if (reports && !reports.ok) return reports;
        if (!business.ok) return business;
        // A sheet link that cannot be read leaves the URL bar's XLSX export, not a failed page.
        const sheetUrl = sheet.ok && sheet.data.sheetId !== '' ? sheet.data.url : null;
        const data = reports
          ? map.toReportsData(reports.data, business.data, sheetUrl)
          : { ...map.toReportsData([], business.data, sheetUrl), ...cached };
        return { ok: true as const, data };
      }),
    ),
  ),
  saveReport: fromPromise<unknown, SaveReportInput>(async ({ input }) =>
    dataOrReject(
      await call((api) =>
        api.reports.saveReport({ ...input, customAnswers: [...input.customAnswers] }),
      ),
    ),
  ),
  exportReports: fromPromise<unknown, ExportReportsInput>(async ({ input }) => {
    const { blob, fileName } = dataOrReject(await call((api) => api.reports.exportReports(input)));
    const fallback =
      input.kind === 'xlsx'
        ? reportXlsxFileName(REPORT_EXPORT_SLUG_FALLBACK)
        : reportPdfFileName(REPORT_EXPORT_SLUG_FALLBACK, input.month);
    saveBlob(blob, fileName ?? fallback);
  }),
});

/**
 * docs/product.md's Download Report: the detail's card (`data-report-card`) drawn by html2canvas at twice
 * its size on the dark background, saved as the machine names it. html2canvas loads only here.
 * the error catalogue in docs/product.md: a failure is only logged.
 */
export async function downloadReportImage(
  reportId: string,
  fileName: string,
  win: Window & typeof globalThis = window,
): Promise<void> {
  try {
    const card = win.document.querySelector<HTMLElement>(
      `[data-report-card="${win.CSS.escape(reportId)}"]`,
    );
    if (!card) throw new Error(`no card for report ${reportId}`);
    const { default: html2canvas } = await import('html2canvas');
    const canvas = await html2canvas(card, {
      scale: REPORT_IMAGE_SCALE,
      backgroundColor: REPORT_IMAGE_BACKGROUND,
      logging: false,
    });
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('the canvas gave no PNG');
    saveBlob(blob, fileName, win);
  } catch (error) {
    console.error('Download Report falhou', error);
  }
}

/**
 * docs/product.md: the external form (REPORT_FORM_URL) gets the token and the business id in its query;
 * null without the setting or a session.
 */
export function externalFormUrl(base: string | null, storage: KeyValueStorage): string | null {
  if (!base) return null;
  const { jwt, businessId } = readSessionFields(storage);
  if (!jwt || !businessId) return null;
  const url = new URL(base);
  url.searchParams.set('token', jwt);
  url.searchParams.set('businessId', businessId);
  return url.href;
}

const copyText = (text: string) => {
  // The machine says the link was copied; a refused clipboard has nothing to add.
  window.navigator.clipboard?.writeText(text).catch(() => undefined);
};

function useReportsMachine(reportId?: string) {
  const [machine] = useState(() =>
    reportsMachine.provide({
      actors: reportsActors(callWorkspace, window.localStorage),
      actions: {
        downloadReportImage: (_, { reportId: id, fileName }) => {
          void downloadReportImage(id, fileName);
        },
        copyText: (_, { text }) => copyText(text),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: reportId ? { reportId } : {} });
  return { view: selectReportsView(state), send };
}

export function useReports(): ReportsAnalyticsProps {
  const navigate = useNavigate();
  const { view, send } = useReportsMachine();
  const [formUrl] = useState(() => externalFormUrl(reportFormUrl(), window.localStorage));
  // The reminder e-mail's link (`?preencher=2026-11`) opens the form on that month once the
  // reports are in; the parameter then goes, so a reload or Back does not open it again.
  const [search, setSearch] = useSearchParams();
  const fill = monthToFill(`?${search}`);
  useEffect(() => {
    if (!fill || view.status !== 'ready') return;
    send({ type: 'form.open', month: fill });
    setSearch(
      (params) => {
        params.delete(FILL_REPORT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [fill, view.status, send, setSearch]);
  return {
    ...reportsAnalyticsViewProps(view),
    externalFormUrl: formUrl,
    onRetry: () => send({ type: 'reports.refresh' }),
    onFillMissing: () => send({ type: 'missingReport.fill' }),
    onOpenForm: () => send({ type: 'form.open' }),
    onFormClose: () => {
      send({ type: 'form.close' });
      // What the external form saved shows once it is closed.
      if (formUrl) send({ type: 'reports.refresh' });
    },
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onAnswerChange: (index, value) => send({ type: 'answer.change', index, value }),
    onFormSubmit: () => send({ type: 'form.submit' }),
    onReplaceConfirm: () => send({ type: 'replace.confirm' }),
    onReplaceCancel: () => send({ type: 'replace.cancel' }),
    onCopySheetUrl: () => send({ type: 'sheet.copy' }),
    onExportXlsx: () => send({ type: 'export.xlsx' }),
    onDismissToast: () => send({ type: 'toast.dismiss' }),
    onNavigate: (href) => void navigate(href),
  };
}

export function useReportDetail(id: string): ReportDetailProps {
  const navigate = useNavigate();
  const businessName = useBusinessName();
  const { view, send } = useReportsMachine(id);
  return {
    ...reportDetailViewProps(view),
    business: view.company ?? { name: businessName, logo: null },
    onDownloadImage: () => send({ type: 'report.download' }),
    onDownloadPdf: (month) => send({ type: 'export.pdf', month }),
    onRetry: () => send({ type: 'reports.refresh' }),
    onDismissToast: () => send({ type: 'toast.dismiss' }),
    onNavigate: (href) => void navigate(href),
  };
}
