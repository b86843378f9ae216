import { REPORT_NOT_FOUND, routes } from '@portal/domain';
import type { ReportsView } from '@portal/domain';
import { Button, buttonClassName } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Icon } from '../../components/Icon/Icon';
import { Spinner } from '../../components/Spinner/Spinner';
import { TextLink, handleNavigate } from '../../components/TextLink/TextLink';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import { ReportCard, reportCardTexts } from './parts/ReportCard';
import * as styles from './ReportDetail.css';

/** docs/product.md texts of the report detail; those marked "ours" fill gaps docs/product.md leaves. */
export const reportDetailTexts = {
  ...reportCardTexts,
  back: 'Back to Reports',
  download: 'Download Report',
  /** Ours: the month's board pack (beyond docs/product.md). */
  downloadPdf: 'Baixar PDF',
  downloadingPdf: 'Gerando PDF...',
  loading: 'Carregando relatório...',
  unavailable: 'Relatório indisponível',
  actions: 'Ações do relatório',
} as const;

/** What the screen reads of the reports machine's view. */
export type ReportDetailViewProps = Pick<ReportsView, 'detail' | 'exporting' | 'toast'>;

export type ReportDetailProps = ReportDetailViewProps & {
  /** The current company: its logo (the default logo when null or failing) and name. */
  business: { name: string; logo: string | null };
  /** 'Download Report' (`report.download`): the portal renders the card to a PNG. */
  onDownloadImage: () => void;
  /** 'Baixar PDF' (`export.pdf`) with the report's month, 'YYYY-MM'. */
  onDownloadPdf: (month: string) => void;
  /** The error box's retry (`reports.refresh`). */
  onRetry: () => void;
  onDismissToast: () => void;
  /** 'Back to Reports' (default /dashboard/business/reports); plain clicks go to `onNavigate`. */
  backHref?: string;
  onNavigate?: NavigateHandler;
};

/** The reports machine's view as this screen's props (the container and the stories use it). */
export function reportDetailViewProps(view: ReportsView): ReportDetailViewProps {
  return { detail: view.detail, exporting: view.exporting, toast: view.toast };
}

/**
 * One month's report, as a card a company can download: logo and name, the month, 'NÚMEROS'
 * (revenues, expenses, costs, net profit in green or red, net margin), the answers to the custom
 * questions, and who filled it (or replaced it last, and when). 'Back to Reports', 'Download
 * Report' (a PNG of the card) and 'Baixar PDF' (the month's board pack).
 */
export function ReportDetail({
  detail,
  exporting,
  toast,
  business,
  onDownloadImage,
  onDownloadPdf,
  onRetry,
  onDismissToast,
  backHref = routes.reports,
  onNavigate,
}: ReportDetailProps) {
  const backLink = (
    <TextLink href={backHref} onNavigate={onNavigate} className={styles.back}>
      <Icon name="arrowLeft" size={16} />
      {reportDetailTexts.back}
    </TextLink>
  );
  const toastRegion = <ToastRegion toasts={toastItems(toast)} onDismiss={() => onDismissToast()} />;

  if (!detail || detail.status === 'loading') {
    return (
      <div className={styles.root}>
        {backLink}
        <div className={styles.loading} role="status">
          <Spinner size="lg" label={null} />
          <span>{reportDetailTexts.loading}</span>
        </div>
        {toastRegion}
      </div>
    );
  }

  if (detail.status === 'failure') {
    return (
      <div className={styles.root}>
        {backLink}
        <ErrorBox onRetry={() => onRetry()}>{detail.error}</ErrorBox>
        {toastRegion}
      </div>
    );
  }

  const report = detail.report;
  if (detail.status === 'notFound' || !report) {
    return (
      <div className={styles.root}>
        <Card padding="lg" as="section" aria-label={reportDetailTexts.unavailable}>
          <div className={styles.problem}>
            <span className={styles.problemIcon}>
              <Icon name="alert" size={22} />
            </span>
            <h1 className={styles.problemTitle}>{REPORT_NOT_FOUND}</h1>
            <a
              href={backHref}
              className={buttonClassName()}
              onClick={(event) => handleNavigate(event, backHref, onNavigate)}
            >
              <Icon name="arrowLeft" size={16} />
              {reportDetailTexts.back}
            </a>
          </div>
        </Card>
        {toastRegion}
      </div>
    );
  }

  const month = report.month_year.slice(0, 7);
  return (
    <div className={styles.root}>
      <div className={styles.toolbar} role="group" aria-label={reportDetailTexts.actions}>
        {backLink}
        <div className={styles.actions}>
          <Button
            className={styles.action}
            variant="secondary"
            leadingIcon={<Icon name="file" size={16} />}
            loading={exporting === 'pdf'}
            loadingText={reportDetailTexts.downloadingPdf}
            disabled={exporting === 'xlsx'}
            onClick={() => onDownloadPdf(month)}
          >
            {reportDetailTexts.downloadPdf}
          </Button>
          <Button
            className={styles.action}
            leadingIcon={<Icon name="download" size={16} />}
            onClick={() => onDownloadImage()}
          >
            {reportDetailTexts.download}
          </Button>
        </div>
      </div>
      <ReportCard report={report} business={business} />
      {toastRegion}
    </div>
  );
}
