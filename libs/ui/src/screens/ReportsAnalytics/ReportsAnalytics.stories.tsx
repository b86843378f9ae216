import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  REPORTS_LOAD_FAILED,
  REPORT_EXPORT_COLUMNS,
  REPORT_SAVED,
  REPORT_SAVE_FAILED,
  emptyReportDraft,
  initialReportsContext,
  validateReportDraft,
  routes,
} from '@portal/domain';
import type { ReportDraft, ReportsContext } from '@portal/domain';
import {
  bakeryReportsData,
  bakeryReportsWithoutOctober,
  bakerySheetUrl,
  decliningReports,
  readyReports,
  reportQuestions,
  reportsToday,
  reportsViewOf,
  type ReportsListState,
} from '../../fixtures/reports.fixtures';
import { ReportsAnalytics, reportsAnalyticsViewProps } from './ReportsAnalytics';
import type { ReportsAnalyticsProps, ReportsAnalyticsViewProps } from './ReportsAnalytics';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/** The machine with the bakery's fourteen months loaded, plus what a story changes. */
const reportsContext = (changes: Partial<ReportsContext> = {}): ReportsContext => ({
  ...initialReportsContext,
  ...bakeryReportsData,
  draft: emptyReportDraft(reportQuestions),
  ...changes,
});

type ListState = ReportsListState;
const ready = readyReports;

/** The screen's props as the machine's view gives them in `list` with the fixture `context`. */
function fromMachine(list: ListState, context: ReportsContext): ReportsAnalyticsViewProps {
  return reportsAnalyticsViewProps(reportsViewOf(list, context));
}

const meta = {
  title: 'Screens/Reports/ReportsAnalytics',
  component: ReportsAnalytics,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine(ready(), reportsContext()),
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
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportsAnalytics>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const summary = (canvas: Canvas) => canvas.getByRole('list', { name: 'Resumo' });
const summaryCard = (canvas: Canvas, label: string) => {
  const heading = within(summary(canvas)).getByRole('heading', { name: label });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card ${label}`);
  return card;
};
/** The item at `index`, or a failure naming what is missing. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} of ${items.length}`);
  return item;
}
/** The colour a figure is drawn in (its `data-tone` element inside `container`). */
const toneColor = (container: Element) => {
  const figure = container.querySelector('[data-tone]');
  if (!figure) throw new Error('no coloured figure');
  return getComputedStyle(figure).color;
};
const carousel = (canvas: Canvas) => canvas.getByRole('region', { name: 'Reports Financeiros' });
const strip = (canvas: Canvas) => within(carousel(canvas)).getByRole('list');
const reportLink = (canvas: Canvas, month: string) =>
  within(carousel(canvas)).getByRole('link', { name: (name) => name.startsWith(month) });

/** 'Reports' opened while the company's reports are read: 'Preencher Relatório' waits. */
export const Loading: Story = {
  args: fromMachine('loading', reportsContext({ reports: [] })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando relatórios...');
    await expect(canvas.queryByRole('region', { name: 'Reports Financeiros' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Preencher Relatório' })).toBeDisabled();
  },
};

/** The reports could not be read: the product's message and 'Tentar novamente'. */
export const Failure: Story = {
  args: fromMachine('failure', reportsContext({ reports: [], error: REPORTS_LOAD_FAILED })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(REPORTS_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Fourteen months seen in November 2026: the three cards, the carousel, the chart, the table. */
export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(summaryCard(canvas, 'Lucro líquido médio (6 meses)')).toHaveTextContent(
      'R$ 9.966,67',
    );
    const change = summaryCard(canvas, 'Evolução do lucro líquido');
    await expect(change).toHaveTextContent('+50%');
    await expect(change.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'up');
    // Green like a month's profit, not the black of the other figures.
    const profitColor = toneColor(reportLink(canvas, 'outubro de 2026'));
    await expect(toneColor(change)).toBe(profitColor);
    await expect(profitColor).not.toBe(
      getComputedStyle(within(summary(canvas)).getByText('R$ 9.966,67')).color,
    );
    const goal = summaryCard(canvas, 'Meta anual de faturamento');
    await expect(goal).toHaveTextContent('R$ 1.200.000,00');
    await expect(goal).toHaveTextContent('Faturamento em 2026R$ 886.000,00');
    await expect(goal).toHaveTextContent('Previsão Dez 2026R$ 1.063.200,00');
    await expect(within(goal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '74');
    // Newest first; no missing-report card (October is filled).
    const links = within(carousel(canvas)).getAllByRole('link');
    await expect(links).toHaveLength(14);
    await expect(links[0]).toHaveAttribute('href', routes.report('r14'));
    await expect(links[0]).toHaveTextContent(
      `outubro de 2026${REPORT_EXPORT_COLUMNS.grossRevenue}R$ 100.000,00`,
    );
    await expect(links[0]).toHaveTextContent('R$ 12.000,00');
    await expect(links[0]).toHaveTextContent('13,3%');
    await expect(links[13]).toHaveTextContent('setembro de 2025');
    await expect(canvas.queryByText('Clique para preencher')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Faturamento e lucro por mês' })).toBeVisible();
    // The table: October against September and against October 2025.
    const table = canvas.getByRole('table', { name: 'Comparação mês a mês e ano a ano' });
    const october = nth(within(table).getAllByRole('row'), 1);
    await expect(october).toHaveTextContent(
      'outubro de 2026R$ 100.000,00+R$ 3.000,00+3,1%+R$ 18.000,00+22,0%R$ 12.000,00+R$ 1.500,00+14,3%+R$ 3.500,00+41,2%',
    );
    // September 2025 has no month before it and no year before it.
    await expect(nth(within(table).getAllByRole('row'), 14)).toHaveTextContent(
      'setembro de 2025R$ 80.000,00——R$ 8.000,00——',
    );
    // A plain click on a card is client-side navigation.
    await userEvent.click(nth(links, 0));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.report('r14'));
    await userEvent.click(canvas.getByRole('button', { name: 'Preencher Relatório' }));
    await expect(args.onOpenForm).toHaveBeenCalledTimes(1);
  },
};

/** October 2026 unfilled: the red card comes first and opens the form for it. */
export const MissingReport: Story = {
  args: fromMachine(
    ready(),
    reportsContext({ reports: bakeryReportsWithoutOctober, latestFilled: false }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const items = within(strip(canvas)).getAllByRole('listitem');
    const missing = within(nth(items, 0)).getByRole('button');
    await expect(missing).toHaveTextContent('outubro de 2026');
    await expect(missing).toHaveTextContent('Clique para preencher');
    await expect(within(nth(items, 1)).getByRole('link')).toHaveTextContent('setembro de 2026');
    await userEvent.click(missing);
    await expect(args.onFillMissing).toHaveBeenCalledTimes(1);
  },
};

/** October 2026 at a loss: the change since September 2025 is red and negative. */
export const NegativeChange: Story = {
  args: fromMachine(ready(), reportsContext({ reports: decliningReports })),
  play: async ({ canvas }) => {
    const change = summaryCard(canvas, 'Evolução do lucro líquido');
    await expect(change).toHaveTextContent('-144%');
    await expect(change.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'down');
    const october = reportLink(canvas, 'outubro de 2026');
    await expect(october).toHaveTextContent('-R$ 3.500,00');
    await expect(october.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'down');
    // Red like the loss, not green like September's profit.
    await expect(toneColor(change)).toBe(toneColor(october));
    await expect(toneColor(change)).not.toBe(toneColor(reportLink(canvas, 'setembro de 2026')));
  },
};

/** A company that set no revenue goal: 'Meta não definida', still with the December forecast. */
export const NoGoal: Story = {
  args: fromMachine(ready(), reportsContext({ revenueGoal: null })),
  play: async ({ canvas }) => {
    const goal = summaryCard(canvas, 'Meta anual de faturamento');
    await expect(goal).toHaveTextContent('Meta não definida');
    await expect(within(goal).queryByRole('progressbar')).toBeNull();
    await expect(goal).toHaveTextContent('Previsão Dez 2026R$ 1.063.200,00');
  },
};

/** No report yet: the carousel's empty state offers the form. */
export const Empty: Story = {
  args: fromMachine(ready(), reportsContext({ reports: [] })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(summaryCard(canvas, 'Lucro líquido médio (6 meses)')).toHaveTextContent('—');
    await expect(summaryCard(canvas, 'Evolução do lucro líquido')).toHaveTextContent('—');
    const region = carousel(canvas);
    await expect(
      within(region).getByRole('heading', { name: 'Nenhum relatório ainda' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'Faturamento e lucro por mês' })).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Preencher Relatório' }));
    await expect(args.onOpenForm).toHaveBeenCalledTimes(1);
  },
};

/** The right button moves the strip 300 px (smoothly); the left one brings it back. */
export const CarouselScroll: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = strip(canvas);
    const left = canvas.getByRole('button', { name: 'Rolar para a esquerda' });
    const right = canvas.getByRole('button', { name: 'Rolar para a direita' });
    await waitFor(() => expect(left).toHaveAttribute('aria-disabled', 'true'));
    await expect(right).toHaveAttribute('aria-disabled', 'false');
    // At the start the left button does nothing.
    const scrollBy = spyOn(list, 'scrollBy');
    await userEvent.click(left);
    await expect(scrollBy).not.toHaveBeenCalled();
    await expect(list.scrollLeft).toBe(0);
    await userEvent.click(right);
    await expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
    await waitFor(() => expect(Math.abs(list.scrollLeft - 300)).toBeLessThanOrEqual(2));
    await waitFor(() => expect(left).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(left);
    await waitFor(() => expect(list.scrollLeft).toBeLessThanOrEqual(2));
  },
};

/** At the strip's end the right button says it is off (and stays focusable). */
export const CarouselEnd: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = strip(canvas);
    const right = canvas.getByRole('button', { name: 'Rolar para a direita' });
    list.scrollTo({ left: list.scrollWidth });
    await waitFor(() => expect(right).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('button', { name: 'Rolar para a esquerda' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    const scrollBy = spyOn(list, 'scrollBy');
    await userEvent.click(right);
    await expect(scrollBy).not.toHaveBeenCalled();
    await expect(right).toHaveFocus();
    // The oldest month is in view.
    const oldest = reportLink(canvas, 'setembro de 2025').getBoundingClientRect();
    await expect(oldest.right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};

/** Tab goes from the header's button through the scroll buttons to the newest month's card. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Preencher Relatório' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rolar para a esquerda' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rolar para a direita' })).toHaveFocus();
    await userEvent.tab();
    const october = reportLink(canvas, 'outubro de 2026');
    await expect(october).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.report('r14'));
    await userEvent.tab();
    await expect(reportLink(canvas, 'setembro de 2026')).toHaveFocus();
  },
};

/**
 * A company with its Google Sheets spreadsheet: the address to copy or open, instead of 'Exportar
 * XLSX'.
 */
export const WithSheet: Story = {
  args: fromMachine(ready(), reportsContext({ sheetUrl: bakerySheetUrl })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText('Planilha Google')).toHaveValue(bakerySheetUrl);
    await expect(canvas.getByLabelText('Planilha Google')).toHaveAttribute('readonly');
    const open = canvas.getByRole('link', { name: /Abrir/ });
    await expect(open).toHaveAttribute('href', bakerySheetUrl);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open.getAttribute('rel')).toContain('noopener');
    await expect(canvas.queryByRole('button', { name: 'Exportar XLSX' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar' }));
    await expect(args.onCopySheetUrl).toHaveBeenCalledTimes(1);
  },
};

/** A company without a spreadsheet: 'Exportar XLSX' downloads its reports. */
export const WithoutSheet: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByLabelText('Planilha Google')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar XLSX' }));
    await expect(args.onExportXlsx).toHaveBeenCalledTimes(1);
  },
};

/** The XLSX on its way: the button says so and does not start a second one. */
export const WithoutSheetExporting: Story = {
  args: fromMachine(ready({ exports: 'xlsx' }), reportsContext()),
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Exportando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onExportXlsx).not.toHaveBeenCalled();
  },
};

const formDialog = (canvas: Canvas) => canvas.findByRole('dialog', { name: 'Preencher Relatório' });

/**
 * 'Preencher Relatório' opened: the month first, then the four amounts, net profit and margin
 * computed as they are typed.
 */
export const FormOpen: Story = {
  args: fromMachine(ready({ form: 'editing' }), reportsContext()),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await formDialog(canvas);
    const month = within(dialog).getByLabelText('Mês de referência');
    await expect(month).toHaveAttribute('type', 'month');
    await waitFor(() => expect(month).toHaveFocus());
    const gross = within(dialog).getByLabelText(REPORT_EXPORT_COLUMNS.grossRevenue);
    await expect(gross).toHaveAttribute('inputmode', 'decimal');
    await expect(within(dialog).getByLabelText('Custos (CMV)')).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    await expect(within(dialog).getByText('Lucro líquido').nextElementSibling).toHaveTextContent(
      '—',
    );
    await userEvent.type(gross, '5');
    await expect(args.onFieldChange).toHaveBeenCalledWith('gross_revenue', '5');
    const answer = within(dialog).getByLabelText(reportQuestions[1]);
    await userEvent.type(answer, 'M');
    await expect(args.onAnswerChange).toHaveBeenCalledWith(1, 'M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar relatório' }));
    await expect(args.onFormSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onFormClose).toHaveBeenCalledTimes(1);
  },
};

/** A draft with figures typed: profit and margin as the machine computes them. */
const typedDraft: ReportDraft = {
  month: '2026-10',
  figures: { gross_revenue: '100.000', net_revenue: '90.000', expenses: '48.000', cogs: '30.000' },
  answers: ['Encomendas de Natal', ''],
};

/** A report typed in: 'Lucro líquido' and 'Margem líquida' follow the amounts, read politely. */
export const FormLiveResults: Story = {
  args: fromMachine(ready({ form: 'editing' }), reportsContext({ draft: typedDraft })),
  play: async ({ canvas }) => {
    const dialog = await formDialog(canvas);
    await expect(within(dialog).getByLabelText('Mês de referência')).toHaveValue('2026-10');
    const results = within(dialog).getByText('Lucro líquido').closest('dl');
    await expect(results).toHaveAttribute('aria-live', 'polite');
    await expect(results).toHaveTextContent('Lucro líquidoR$ 12.000,00Margem líquida13,3%');
    await expect(within(dialog).getByLabelText(reportQuestions[0])).toHaveValue(
      'Encomendas de Natal',
    );
  },
};

const badDraft: ReportDraft = {
  month: '',
  figures: { gross_revenue: 'abc', net_revenue: '90.000', expenses: '-5', cogs: '' },
  answers: ['', ''],
};

/** 'Salvar relatório' with fields wrong or missing: a message under each. */
export const FormErrors: Story = {
  args: fromMachine(
    ready({ form: 'editing' }),
    reportsContext({
      draft: badDraft,
      fieldErrors: validateReportDraft(badDraft, reportsToday),
      showFieldErrors: true,
    }),
  ),
  play: async ({ canvas }) => {
    const dialog = await formDialog(canvas);
    const errors = validateReportDraft(badDraft, reportsToday);
    const fields = [
      ['Mês de referência', errors.month],
      [REPORT_EXPORT_COLUMNS.grossRevenue, errors.gross_revenue],
      [REPORT_EXPORT_COLUMNS.expenses, errors.expenses],
      ['Custos (CMV)', errors.cogs],
    ] as const;
    for (const [label, message] of fields) {
      const input = within(dialog).getByLabelText(label);
      await expect(message).toBeTruthy();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message ?? '');
    }
    await expect(
      within(dialog).getByLabelText(REPORT_EXPORT_COLUMNS.netRevenue),
    ).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * The form as the machine runs it on a submit with refused fields: the errors appear and focus
 * moves to the first field refused.
 */
function FormThatRefuses(args: ReportsAnalyticsProps) {
  const [context, setContext] = useState(() => reportsContext({ draft: badDraft }));
  return (
    <ReportsAnalytics
      {...args}
      {...fromMachine(ready({ form: 'editing' }), context)}
      onFormSubmit={() => {
        args.onFormSubmit();
        setContext((current) => ({
          ...current,
          fieldErrors: validateReportDraft(current.draft, current.today),
          showFieldErrors: true,
        }));
      }}
    />
  );
}

/**
 * 'Salvar relatório' refused field by field: the messages appear and focus goes to the first field
 * at fault.
 */
export const FormSubmitRefused: Story = {
  render: (args) => <FormThatRefuses {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await formDialog(canvas);
    const month = within(dialog).getByLabelText('Mês de referência');
    await expect(month).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar relatório' }));
    await expect(args.onFormSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(month).toHaveFocus());
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription(
      validateReportDraft(badDraft, reportsToday).month ?? '',
    );
  },
};

/** 'Salvar relatório' pressed: 'Salvando...', the fields and 'Cancelar' wait. */
export const FormSubmitting: Story = {
  args: fromMachine(ready({ form: 'saving' }), reportsContext({ draft: typedDraft })),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await formDialog(canvas);
    const submit = within(dialog).getByRole('button', { name: 'Salvando...' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByLabelText(REPORT_EXPORT_COLUMNS.grossRevenue)).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onFormSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The save failed: 'Falha ao salvar o relatório. Por favor, tente novamente.', everything typed
 * kept.
 */
export const FormServerError: Story = {
  args: fromMachine(
    ready({ form: 'editing' }),
    reportsContext({ draft: typedDraft, formError: REPORT_SAVE_FAILED }),
  ),
  play: async ({ canvas }) => {
    const dialog = await formDialog(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(REPORT_SAVE_FAILED);
    // Everything typed is still there.
    await expect(within(dialog).getByLabelText(REPORT_EXPORT_COLUMNS.grossRevenue)).toHaveValue(
      'R$ 100.000',
    );
  },
};

/**
 * The external chat form's address as the container builds it (token, business id). A blank page
 * of the story's own origin stands in for the real one: a cross-origin frame cannot be read by
 * the built Storybook's interactions panel.
 */
const externalForm = 'about:blank#token=story-token&businessId=b-padaria';

/** An installation with its own report form (REPORT_FORM_URL): that form inside the dialog. */
export const ExternalForm: Story = {
  args: {
    ...fromMachine(ready({ form: 'editing' }), reportsContext()),
    externalFormUrl: externalForm,
  },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await formDialog(canvas);
    const frame = within(dialog).getByTitle('Preencher Relatório');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', externalForm);
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-same-origin allow-popups',
    );
    await expect(within(dialog).queryByLabelText('Mês de referência')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await expect(args.onFormClose).toHaveBeenCalledTimes(1);
  },
};

/** Right after a report was saved: 'Relatório salvo com sucesso!'. */
export const Toast: Story = {
  args: fromMachine(ready(), reportsContext({ toast: { tone: 'success', text: REPORT_SAVED } })),
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Notificações' });
    await expect(region).toHaveTextContent(REPORT_SAVED);
    await userEvent.click(within(region).getByRole('button'));
    await expect(args.onDismissToast).toHaveBeenCalledTimes(1);
  },
};

/** A 360 px phone: one column of cards, the strip and the table scroll inside, never the page. */
export const Mobile360: Story = {
  args: fromMachine(
    ready(),
    reportsContext({
      reports: bakeryReportsWithoutOctober,
      latestFilled: false,
      sheetUrl: bakerySheetUrl,
    }),
  ),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const first = summaryCard(canvas, 'Lucro líquido médio (6 meses)').getBoundingClientRect();
    const second = summaryCard(canvas, 'Evolução do lucro líquido').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const list = strip(canvas);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const wrapper = canvas.getByRole('region', { name: 'Comparação mês a mês e ano a ano' });
    await expect(wrapper).toHaveAttribute('tabindex', '0');
    await expect(wrapper.scrollWidth).toBeGreaterThan(wrapper.clientWidth);
  },
};

/** A wide screen: the three cards side by side, several months in view. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const tops = [
      'Lucro líquido médio (6 meses)',
      'Evolução do lucro líquido',
      'Meta anual de faturamento',
    ].map((label) => Math.round(summaryCard(canvas, label).getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const links = within(carousel(canvas)).getAllByRole('link');
    const strip = nth(links, 0).closest('ul')?.getBoundingClientRect();
    const inView = links.filter((link) => {
      const box = link.getBoundingClientRect();
      return strip && box.left >= strip.left - 1 && box.right <= strip.right + 1;
    });
    await expect(inView.length).toBeGreaterThanOrEqual(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
