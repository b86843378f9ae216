import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  financeMachine,
  financePeriodBounds,
  financeXlsxFileName,
  selectFinanceView,
  type ExportFinanceInput,
  type LoadFinanceInput,
  type LoadFinanceOutput,
} from '@portal/domain';
import { adminFinanceViewProps, type AdminFinanceProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';
import { saveBlob, type SaveFile } from '../app/save-blob';

// The admin Finance screen (docs/product.md "Admin: Finance"): the period's records, the count of the
// companies for the Total Companies card, and the table's workbook saved from the reply's bytes.

export const adminFinanceActors = (call: typeof callApi, save: SaveFile = saveBlob) => ({
  loadFinance: fromPromise<LoadFinanceOutput, LoadFinanceInput>(async ({ input }) => {
    const [finance, businesses] = await Promise.all([
      call((api) => api.adminFinance.getAll(input.period)),
      // The companies' list (cached 5 minutes, shared with the Companies screen) only counts
      // them: when it cannot be read, the card counts the companies the table lists.
      call((api) => api.adminBusinesses.getAll()),
    ]);
    const records = dataOrReject(finance);
    return { records, totalCompanies: businesses.ok ? businesses.data.length : null };
  }),
  exportFinance: fromPromise<unknown, ExportFinanceInput>(async ({ input }) => {
    const { blob, fileName } = dataOrReject(
      await call((api) => api.adminFinance.exportXlsx(input.period, input.sort)),
    );
    const { start, end } = financePeriodBounds(input.period);
    save(blob, fileName ?? financeXlsxFileName(start, end));
  }),
});

export function useAdminFinance(): AdminFinanceProps {
  const [machine] = useState(() => financeMachine.provide({ actors: adminFinanceActors(callApi) }));
  const [state, send] = useMachine(machine, { input: {} });
  return {
    ...adminFinanceViewProps(selectFinanceView(state)),
    onMonthChange: (month) => send({ type: 'month.change', month }),
    onModeChange: (mode) => send({ type: 'mode.change', mode }),
    onRangeChange: (field, value) => send({ type: 'range.change', field, value }),
    onSortChange: (column) => send({ type: 'sort.change', column }),
    onRetry: () => send({ type: 'finance.retry' }),
    onExportXlsx: () => send({ type: 'export.xlsx' }),
    onDismissToast: () => send({ type: 'toast.dismiss' }),
  };
}
