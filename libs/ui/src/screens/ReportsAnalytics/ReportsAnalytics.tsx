import { routes, type ReportFormField, type ReportsView } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import { TrendChart } from '../../components/TrendChart/TrendChart';
import { ComparisonTable } from './parts/ComparisonTable';
import { ReportFormDialog } from './parts/ReportFormDialog';
import { ReportsCarousel } from './parts/ReportsCarousel';
import { SheetBar } from './parts/SheetBar';
import { SummaryCards } from './parts/SummaryCards';
import * as styles from './ReportsAnalytics.css';

export type ReportsAnalyticsViewProps = Pick<
  ReportsView,
  | 'status'
  | 'error'
  | 'isBusy'
  | 'cards'
  | 'forecastYear'
  | 'reports'
  | 'trend'
  | 'comparisons'
  | 'missingReport'
  | 'form'
  | 'toast'
  | 'sheetUrl'
  | 'exporting'
>;

export const reportsAnalyticsViewProps = (view: ReportsView): ReportsAnalyticsViewProps => ({
  status: view.status,
  error: view.error,
  isBusy: view.isBusy,
  cards: view.cards,
  forecastYear: view.forecastYear,
  reports: view.reports,
  trend: view.trend,
  comparisons: view.comparisons,
  missingReport: view.missingReport,
  form: view.form,
  toast: view.toast,
  sheetUrl: view.sheetUrl,
  exporting: view.exporting,
});

export type ReportsAnalyticsProps = ReportsAnalyticsViewProps & {
  /** The error box's retry ('reports.refresh'). */
  onRetry: () => void;
  /** The red missing-report card ('missingReport.fill'). */
  onFillMissing: () => void;
  /** 'Preencher Relatório' in the header or the empty state ('form.open'). */
  onOpenForm: () => void;
  /** Cancel, ×, Escape ('form.close'); also closes the external form's modal. */
  onFormClose: () => void;
  onFieldChange: (field: ReportFormField, value: string) => void;
  onAnswerChange: (index: number, value: string) => void;
  onFormSubmit: () => void;
  /** 'Substituir' on 'Substituir o relatório de … ?' ('replace.confirm'). */
  onReplaceConfirm: () => void;
  /** 'Cancelar' or Escape on that question: back to the form ('replace.cancel'). */
  onReplaceCancel: () => void;
  /** The URL bar's copy button ('sheet.copy'). */
  onCopySheetUrl: () => void;
  /** 'Exportar XLSX' when there is no sheet ('export.xlsx'). */
  onExportXlsx: () => void;
  onDismissToast: () => void;
  /** Where a monthly card links to. */
  reportHref?: (id: string) => string;
  /** Client-side navigation for a plain click on a monthly card. */
  onNavigate?: NavigateHandler;
  /**
   * The external chat form (with the token and the business id), or null: when set, the
   * 'Preencher Relatório' modal embeds it instead of the screen's own form.
   */
  externalFormUrl: string | null;
};

const FILL_REPORT_LABEL = 'Preencher Relatório';

/** docs/product.md "Reports / Analytics": cards, the monthly carousel, the sheet bar, trend and table. */
export function ReportsAnalytics(props: ReportsAnalyticsProps) {
  const { status, error, isBusy, toast, onRetry, onOpenForm, onDismissToast } = props;
  const fillButton = (
    <Button leadingIcon={<Icon name="plus" />} onClick={onOpenForm} disabled={status !== 'ready'}>
      {FILL_REPORT_LABEL}
    </Button>
  );
  return (
    <div className={styles.root} aria-busy={isBusy || undefined}>
      <PageHeader title="Analytics" actions={fillButton} />
      {status === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="lg" label="Carregando relatórios..." />
        </div>
      )}
      {status === 'failure' && <ErrorBox onRetry={onRetry}>{error}</ErrorBox>}
      {status === 'ready' && (
        <ReadyContent {...props} reportHref={props.reportHref ?? routes.report} />
      )}
      <ReportFormDialog
        form={props.form}
        externalFormUrl={props.externalFormUrl}
        onClose={props.onFormClose}
        onFieldChange={props.onFieldChange}
        onAnswerChange={props.onAnswerChange}
        onSubmit={props.onFormSubmit}
        onReplaceConfirm={props.onReplaceConfirm}
        onReplaceCancel={props.onReplaceCancel}
      />
      <ToastRegion toasts={toastItems(toast)} onDismiss={() => onDismissToast()} />
    </div>
  );
}

function ReadyContent(props: ReportsAnalyticsProps & { reportHref: (id: string) => string }) {
  const { reports, missingReport, trend } = props;
  return (
    <div className={styles.content}>
      <SummaryCards cards={props.cards} forecastYear={props.forecastYear} />
      <ReportsCarousel
        reports={reports}
        missingReport={missingReport}
        reportHref={props.reportHref}
        onNavigate={props.onNavigate}
        onFillMissing={props.onFillMissing}
        onOpenForm={props.onOpenForm}
        fillLabel={FILL_REPORT_LABEL}
      />
      <SheetBar
        sheetUrl={props.sheetUrl}
        exporting={props.exporting}
        onCopy={props.onCopySheetUrl}
        onExportXlsx={props.onExportXlsx}
      />
      {trend.length >= 2 && <TrendChart points={trend} title="Faturamento e lucro por mês" />}
      {props.comparisons.length > 0 && <ComparisonTable comparisons={props.comparisons} />}
    </div>
  );
}
