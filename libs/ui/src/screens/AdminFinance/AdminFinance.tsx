import {
  formatMonthYear,
  type FinanceMode,
  type FinanceSortColumn,
  type FinanceView,
} from '@portal/domain';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import { FinanceCards } from './parts/FinanceCards';
import { FinanceTable } from './parts/FinanceTable';
import { PeriodPicker } from './parts/PeriodPicker';
import * as styles from './AdminFinance.css';

export type AdminFinanceViewProps = Pick<
  FinanceView,
  | 'status'
  | 'error'
  | 'isBusy'
  | 'period'
  | 'shownPeriod'
  | 'summary'
  | 'rows'
  | 'totals'
  | 'sort'
  | 'exporting'
  | 'canExport'
  | 'toast'
>;

export const adminFinanceViewProps = (view: FinanceView): AdminFinanceViewProps => ({
  status: view.status,
  error: view.error,
  isBusy: view.isBusy,
  period: view.period,
  shownPeriod: view.shownPeriod,
  summary: view.summary,
  rows: view.rows,
  totals: view.totals,
  sort: view.sort,
  exporting: view.exporting,
  canExport: view.canExport,
  toast: view.toast,
});

export type AdminFinanceProps = AdminFinanceViewProps & {
  /** The month picker ('month.change'). */
  onMonthChange: (month: string) => void;
  /** The Range toggle ('mode.change'). */
  onModeChange: (mode: FinanceMode) => void;
  /** The range's start or end month ('range.change'). */
  onRangeChange: (field: 'start' | 'end', value: string) => void;
  /** A column header ('sort.change'). */
  onSortChange: (column: FinanceSortColumn) => void;
  /** The error box's retry ('finance.retry'). */
  onRetry: () => void;
  /** 'Exportar XLSX' ('export.xlsx'). */
  onExportXlsx: () => void;
  onDismissToast: () => void;
};

/** 'outubro de 2026', or 'janeiro de 2026 a março de 2026' for a range. */
export function financePeriodLabel(period: NonNullable<FinanceView['shownPeriod']>): string {
  const start = formatMonthYear(period.start);
  return period.isRange ? `${start} a ${formatMonthYear(period.end)}` : start;
}

/** docs/product.md "Admin: Finance": the period, four cards and the sortable table, with its workbook. */
export function AdminFinance(props: AdminFinanceProps) {
  const { status, shownPeriod, exporting, toast } = props;
  const exportButton = (
    <Button
      variant="secondary"
      leadingIcon={<Icon name="download" />}
      loading={exporting}
      loadingText="Exportando..."
      disabled={!props.canExport && !exporting}
      onClick={props.onExportXlsx}
    >
      Exportar XLSX
    </Button>
  );
  return (
    <div className={styles.root} aria-busy={props.isBusy || undefined}>
      <PageHeader
        title="Finance"
        description={
          status === 'ready' && shownPeriod
            ? `Período: ${financePeriodLabel(shownPeriod)}`
            : 'Resultados mensais (DRE) das empresas'
        }
        actions={exportButton}
      />
      <PeriodPicker
        period={props.period}
        onMonthChange={props.onMonthChange}
        onModeChange={props.onModeChange}
        onRangeChange={props.onRangeChange}
      />
      <Figures {...props} />
      <ToastRegion toasts={toastItems(toast)} onDismiss={() => props.onDismissToast()} />
    </div>
  );
}

function Figures(props: AdminFinanceProps) {
  const { status, rows, shownPeriod } = props;
  switch (status) {
    case 'loading':
      return (
        <div className={styles.loading}>
          <Spinner size="lg" label="Carregando dados financeiros..." />
        </div>
      );
    case 'failure':
      return <ErrorBox onRetry={props.onRetry}>{props.error}</ErrorBox>;
    case 'idle':
      return (
        <EmptyState
          icon="calendar"
          title="Escolha um período válido"
          description="Os números aparecem assim que o período estiver completo e correto."
        />
      );
    case 'ready':
      return (
        <div className={styles.content}>
          <FinanceCards summary={props.summary} />
          {rows.length > 0 ? (
            <FinanceTable
              rows={rows}
              totals={props.totals}
              sort={props.sort}
              isRange={shownPeriod?.isRange ?? false}
              onSortChange={props.onSortChange}
            />
          ) : (
            <EmptyState
              icon="inbox"
              title="Nenhum relatório neste período"
              description={`Nenhuma empresa enviou o relatório mensal (DRE) de ${
                shownPeriod ? financePeriodLabel(shownPeriod) : 'este período'
              }.`}
            />
          )}
        </div>
      );
  }
}
