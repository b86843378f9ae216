import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  REPORT_EXPORT_COLUMNS,
  defaultFormMonth,
  initialReportsContext,
  openReportForm,
  reportChangedSince,
  reportDraft,
} from '@portal/domain';
import type { ReportsContext } from '@portal/domain';
import {
  bakeryReports,
  bakeryReportsData,
  bakeryReportsWithoutOctober,
  readyReports,
  reportQuestions,
  reportsViewOf,
  type ReportsListState,
} from '../../fixtures/reports.fixtures';
import { ReportsAnalytics, reportsAnalyticsViewProps } from './ReportsAnalytics';
import type { ReportsAnalyticsViewProps } from './ReportsAnalytics';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

// 'Preencher Relatório' on a month that already has a report: the form shows its values and says
// so under the month, and saving asks 'Substituir o relatório de … ?' first. Each state is the
// reports machine's, read through its view.

/** The bakery's October 2026, as saved by Ana at 09:30 on 3 November (São Paulo). */
const october = {
  ...bakeryReports.find((report) => report.month_year === '2026-10')!,
  version: 1,
  filledBy: 'Ana Souza',
  filledAt: '2026-11-03T12:30:00.000Z',
};
const reports = bakeryReports.map((report) => (report.month_year === '2026-10' ? october : report));

/**
 * The bakery's months (`loaded` changes what was loaded), the form opened the way the machine
 * opens it on `month`, then `form` changes it (what the person typed since, a refusal).
 */
function openedOn(
  month: string,
  form: Partial<ReportsContext> = {},
  loaded: Partial<ReportsContext> = {},
): ReportsContext {
  const context: ReportsContext = {
    ...initialReportsContext,
    ...bakeryReportsData,
    reports,
    ...loaded,
  };
  return { ...context, ...openReportForm(context, month), ...form };
}

/** October's values with gross revenue typed again. */
const octoberRetyped = () => {
  const draft = reportDraft(october, reportQuestions);
  return { ...draft, figures: { ...draft.figures, gross_revenue: '99.999,00' } };
};

const fromMachine = (list: ReportsListState, context: ReportsContext): ReportsAnalyticsViewProps =>
  reportsAnalyticsViewProps(reportsViewOf(list, context));

const meta = {
  title: 'Screens/Reports/ReportsAnalytics/Replace',
  component: ReportsAnalytics,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine(readyReports({ form: 'editing' }), openedOn('2026-10')),
    externalFormUrl: null,
    onRetry: fn(),
    onFillMissing: fn(),
    onOpenForm: fn(),
    onFormClose: fn(),
    onFieldChange: fn(),
    onAnswerChange: fn(),
    onFormSubmit: fn(),
    onReplaceConfirm: fn(),
    onReplaceCancel: fn(),
    onCopySheetUrl: fn(),
    onExportXlsx: fn(),
    onDismissToast: fn(),
    onNavigate: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ReportsAnalytics>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const formDialog = (canvas: Canvas) => canvas.findByRole('dialog', { name: 'Preencher Relatório' });
const question = 'Substituir o relatório de outubro de 2026?';

/** The month without a report is the one the form opens on, and it says the report is new. */
export const OpensOnMissingMonth: Story = {
  args: fromMachine(
    readyReports({ form: 'editing' }),
    openedOn(
      defaultFormMonth(bakeryReportsWithoutOctober, bakeryReportsData.today),
      {},
      { reports: bakeryReportsWithoutOctober, latestFilled: false },
    ),
  ),
  play: async ({ canvas }) => {
    const dialog = await formDialog(canvas);
    const month = within(dialog).getByLabelText('Mês de referência');
    await expect(month).toHaveValue('2026-10');
    await expect(month).toHaveAccessibleDescription('Novo relatório de outubro de 2026.');
    await expect(within(dialog).getByLabelText(REPORT_EXPORT_COLUMNS.grossRevenue)).toHaveValue('');
  },
};

/** A month that has a report: its figures the Brazilian way (as the money field shows them), its answers, and a note saying so. */
export const Prefilled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await formDialog(canvas);
    const month = within(dialog).getByLabelText('Mês de referência');
    await expect(month).toHaveValue('2026-10');
    await expect(month).toHaveAccessibleDescription(
      'O relatório de outubro de 2026 já existe (salvo por Ana Souza em 03/11/2026 09:30). ' +
        'Ao salvar, você confirma a substituição.',
    );
    const values = [
      [REPORT_EXPORT_COLUMNS.grossRevenue, 'R$ 100.000'],
      [REPORT_EXPORT_COLUMNS.netRevenue, 'R$ 90.000'],
      [REPORT_EXPORT_COLUMNS.expenses, 'R$ 48.000'],
      ['Custos (CMV)', 'R$ 30.000'],
    ] as const;
    for (const [label, value] of values) {
      await expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    }
    await expect(within(dialog).getByLabelText(reportQuestions[0])).toHaveValue(
      'Encomendas de festas cresceram.',
    );
    // The profit the saved figures give, as the machine computes it.
    await expect(within(dialog).getByText('Lucro líquido').nextElementSibling).toHaveTextContent(
      'R$ 12.000,00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar relatório' }));
    await expect(args.onFormSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * Saving over it: the question, over the form, with the cancel button first so Enter is safe;
 * Escape and Cancelar go back to the form, Substituir replaces it. All by keyboard.
 */
export const ConfirmReplace: Story = {
  args: fromMachine(
    readyReports({ form: 'confirming' }),
    openedOn('2026-10', { draft: octoberRetyped() }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const confirm = await canvas.findByRole('dialog', { name: question });
    await expect(confirm).toHaveTextContent(
      'Os valores salvos por Ana Souza em 03/11/2026 09:30 serão substituídos pelos deste ' +
        'formulário. A versão anterior fica guardada no histórico do relatório.',
    );
    const cancel = within(confirm).getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onReplaceCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onReplaceCancel).toHaveBeenCalledTimes(2);
    await expect(args.onReplaceConfirm).not.toHaveBeenCalled();
    await userEvent.tab();
    const replace = within(confirm).getByRole('button', { name: 'Substituir' });
    await expect(replace).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReplaceConfirm).toHaveBeenCalledTimes(1);
    // What was typed stays in the form behind the question.
    await expect(
      within(await formDialog(canvas)).getByLabelText(REPORT_EXPORT_COLUMNS.grossRevenue),
    ).toHaveValue('R$ 99.999');
  },
};

/** Confirmed: the question shows the replacement on its way; nothing is pressed twice. */
export const Replacing: Story = {
  args: fromMachine(
    readyReports({ form: 'saving' }),
    openedOn('2026-10', { draft: octoberRetyped(), replacing: 1 }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const confirm = await canvas.findByRole('dialog', { name: question });
    const replace = within(confirm).getByRole('button', { name: /Substituir/ });
    await expect(replace).toHaveAttribute('aria-busy', 'true');
    await expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.click(replace);
    await expect(args.onReplaceConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onReplaceCancel).not.toHaveBeenCalled();
  },
};

const changedSince = reportChangedSince('outubro de 2026', 'Bruno Lima', '20/11/2026 14:05');

/** Someone else saved the month meanwhile: the server's text names them; what was typed stays. */
export const ChangedMeanwhile: Story = {
  args: fromMachine(
    readyReports({ form: 'editing' }),
    openedOn('2026-10', { draft: octoberRetyped(), formError: changedSince }),
  ),
  play: async ({ canvas }) => {
    const dialog = await formDialog(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(changedSince);
    await expect(within(dialog).getByLabelText(REPORT_EXPORT_COLUMNS.grossRevenue)).toHaveValue(
      'R$ 99.999',
    );
    await expect(canvas.queryByRole('dialog', { name: question })).toBeNull();
  },
};

/** On a 360 px phone the question fits and its buttons are reachable. */
export const ConfirmReplaceMobile: Story = {
  args: ConfirmReplace.args,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const confirm = await canvas.findByRole('dialog', { name: question });
    await waitFor(() => expect(confirm.offsetWidth).toBeLessThanOrEqual(360));
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Substituir' })).toBeVisible(),
    );
  },
};
