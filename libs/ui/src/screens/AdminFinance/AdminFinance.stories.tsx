import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FINANCE_AUTH_MISSING,
  FINANCE_LOAD_FAILED,
  FINANCE_RANGE_END_BEFORE_START,
  FINANCE_RANGE_INCOMPLETE,
  MONTH_INVALID,
  REPORT_EXPORT_FAILED,
  nextFinanceSort,
  routes,
} from '@portal/domain';
import type { FinanceContext, FinanceSort } from '@portal/domain';
import {
  financeAugustToOctober,
  financeContext,
  financeViewOf,
  type FinanceDataState,
  type FinanceExportsState,
} from '../../fixtures/finance.fixtures';
import { lineCount } from '../../testing/layout';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { AdminFinance, adminFinanceViewProps } from './AdminFinance';
import type { AdminFinanceViewProps } from './AdminFinance';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/** The screen's props as the machine's view gives them in `data` / `exports` with `context`. */
function fromMachine(
  data: FinanceDataState,
  context: Partial<FinanceContext> = {},
  exports: FinanceExportsState = 'idle',
): AdminFinanceViewProps {
  return adminFinanceViewProps(financeViewOf(data, financeContext(context), exports));
}

/** August to October 2026 asked for and loaded (the range mode's sums). */
const rangeContext: Partial<FinanceContext> = {
  mode: 'range',
  rangeStart: '2026-08',
  rangeEnd: '2026-10',
  records: financeAugustToOctober,
  loadedPeriod: { start: '2026-08', end: '2026-10' },
};

const meta = {
  title: 'Screens/Admin/AdminFinance',
  component: AdminFinance,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine('ready'),
    onMonthChange: fn(),
    onModeChange: fn(),
    onRangeChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
    onExportXlsx: fn(),
    onDismissToast: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminFinance>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas, label: string) => {
  const summary = canvas.getByRole('list', { name: 'Resumo' });
  const item = within(summary).getByRole('heading', { name: label }).closest('li');
  if (!item) throw new Error(`no card ${label}`);
  return item;
};
const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Resultados por empresa' });
/** The body's rows: the company in its header cell, then the figures. */
const bodyRows = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null);
const names = (canvas: Canvas) =>
  bodyRows(canvas).map((row) => within(row).getByRole('rowheader').firstChild?.textContent);
const header = (canvas: Canvas, label: string) =>
  within(table(canvas)).getByRole('columnheader', { name: label });
/** 'Exportar XLSX' ('Exportando...' while the file is made). */
const exportButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: /Exportar XLSX|Exportando/ });

/**
 * 'Finance' opened on last month while the figures are read: 'Carregando dados financeiros...',
 * the export waits.
 */
export const Loading: Story = {
  args: fromMachine('loading', { records: [], loadedPeriod: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando dados financeiros...');
    await expect(canvas.getByLabelText('Mês')).toHaveValue('2026-10');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(exportButton(canvas)).toBeDisabled();
  },
};

/** October 2026 (the previous month): four cards in BRL, the table by businessId, the totals. */
export const MonthLoaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Período: outubro de 2026')).toBeVisible();
    await expect(card(canvas, 'Net Profit')).toHaveTextContent('R$ 41.371,01');
    await expect(card(canvas, 'Net Profit')).toHaveTextContent('Margem líquida média: 18,79%');
    await expect(card(canvas, 'Total Companies')).toHaveTextContent('6Reported: 5');
    await expect(card(canvas, 'Gross Revenue')).toHaveTextContent('R$ 267.301,40');
    await expect(card(canvas, 'Net Revenue')).toHaveTextContent('R$ 240.571,26');
    await expect(names(canvas)).toEqual([
      'Padaria Pão da Serra',
      'Academia Movimento Vivo',
      'Ótica Visão Clara',
      'Consultoria Horizonte',
      'Bistrô Sabor da Terra',
    ]);
    // No column says it sorts: the product's default order is by businessId, which is not shown.
    for (const th of within(table(canvas)).getAllByRole('columnheader')) {
      await expect(th).not.toHaveAttribute('aria-sort');
    }
    const [bakery, , optics] = bodyRows(canvas);
    await expect(bakery).toHaveTextContent(
      'Padaria Pão da SerraR$ 100.000,00R$ 90.000,00R$ 31.000,00R$ 42.000,00R$ 17.000,0018,89%',
    );
    // A loss in red, with its negative margin to 2 decimals.
    await expect(optics).toHaveTextContent('-R$ 11.100,00-34,26%');
    await expect(optics?.querySelector('[data-tone="down"]')).toHaveTextContent('-R$ 11.100,00');
    const total = within(table(canvas)).getByRole('rowheader', { name: 'Total' }).closest('tr');
    await expect(total).toHaveTextContent(
      'TotalR$ 267.301,40R$ 240.571,26R$ 106.500,25R$ 92.700,00R$ 41.371,0117,20%',
    );
    await expect(canvas.getByRole('switch', { name: 'Range' })).not.toBeChecked();
    await userEvent.click(exportButton(canvas));
    await expect(args.onExportXlsx).toHaveBeenCalledTimes(1);
    await userEvent.click(header(canvas, 'Net Profit').querySelector('button') as HTMLElement);
    await expect(args.onSortChange).toHaveBeenCalledWith('net_profit');
    await userEvent.click(canvas.getByRole('switch', { name: 'Range' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('range');
  },
};

/** August to October 2026: each company summed, its margin recomputed, its reports counted. */
export const RangeLoaded: Story = {
  args: fromMachine('ready', rangeContext),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Período: agosto de 2026 a outubro de 2026')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Range' })).toBeChecked();
    await expect(canvas.getByLabelText('Mês inicial')).toHaveValue('2026-08');
    await expect(canvas.getByLabelText('Mês final')).toHaveValue('2026-10');
    await expect(canvas.queryByLabelText('Mês')).toBeNull();
    await expect(card(canvas, 'Net Profit')).toHaveTextContent('R$ 113.121,01');
    await expect(card(canvas, 'Gross Revenue')).toHaveTextContent('R$ 769.801,40');
    const [bakery, , optics] = bodyRows(canvas);
    await expect(bakery).toHaveTextContent('Padaria Pão da Serra3 relatórios');
    await expect(bakery).toHaveTextContent('R$ 292.000,00');
    await expect(bakery).toHaveTextContent('R$ 48.300,0018,38%');
    await expect(optics).toHaveTextContent('-R$ 24.900,00-24,27%');
  },
};

/** The Range toggle just turned on: the end is missing, nothing is asked for. */
export const RangeIncomplete: Story = {
  args: fromMachine('invalid', { mode: 'range', rangeStart: '2026-10', rangeEnd: '' }),
  play: async ({ canvas, args, userEvent }) => {
    const end = canvas.getByLabelText('Mês final');
    await expect(end).toHaveValue('');
    await expect(end).toHaveAccessibleDescription(FINANCE_RANGE_INCOMPLETE);
    await expect(end).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('heading', { name: 'Escolha um período válido' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(exportButton(canvas)).toBeDisabled();
    // The switch turns off from the keyboard.
    canvas.getByRole('switch', { name: 'Range' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onModeChange).toHaveBeenCalledWith('month');
  },
};

/** An end before the start: refused on the end field, with the domain's text. */
export const RangeRefused: Story = {
  args: fromMachine('invalid', { mode: 'range', rangeStart: '2026-10', rangeEnd: '2026-03' }),
  play: async ({ canvas }) => {
    const end = canvas.getByLabelText('Mês final');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription(FINANCE_RANGE_END_BEFORE_START);
    await expect(canvas.getByLabelText('Mês inicial')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(exportButton(canvas)).toBeDisabled();
  },
};

/** The month cleared: refused on the month field. */
export const MonthInvalid: Story = {
  args: fromMachine('invalid', { month: '' }),
  play: async ({ canvas }) => {
    const month = canvas.getByLabelText('Mês');
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription(MONTH_INVALID);
  },
};

/** A month without reports: the cards count the companies, the table says why it is empty. */
export const Empty: Story = {
  args: fromMachine('ready', { records: [] }),
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Total Companies')).toHaveTextContent('6Reported: 0');
    await expect(card(canvas, 'Net Profit')).toHaveTextContent('R$ 0,00');
    await expect(
      canvas.getByRole('heading', { name: 'Nenhum relatório neste período' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Nenhuma empresa enviou o relatório mensal (DRE) de outubro de 2026.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(exportButton(canvas)).toBeDisabled();
  },
};

/**
 * The figures could not be read: the product's message and 'Tentar novamente'; nothing to export.
 */
export const Failure: Story = {
  args: fromMachine('failure', { error: FINANCE_LOAD_FAILED, records: [], loadedPeriod: null }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(FINANCE_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(exportButton(canvas)).toBeDisabled();
  },
};

/** Without a session the api-client's text: 'Authentication data missing' (the error catalogue in docs/product.md). */
export const AuthMissing: Story = {
  args: fromMachine('failure', { error: FINANCE_AUTH_MISSING, records: [], loadedPeriod: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(FINANCE_AUTH_MISSING);
  },
};

/** The workbook on its way: the button says so and is not pressed twice. */
export const Exporting: Story = {
  args: fromMachine('ready', {}, 'exporting'),
  play: async ({ canvas, args, userEvent }) => {
    const button = exportButton(canvas);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('Exportando...');
    await userEvent.click(button);
    await expect(args.onExportXlsx).not.toHaveBeenCalled();
  },
};

/** A failed export: the machine's toast. */
export const ExportFailed: Story = {
  args: fromMachine('ready', { toast: { tone: 'error', text: REPORT_EXPORT_FAILED } }),
  play: async ({ canvas, args, userEvent }) => {
    const toasts = canvas.getByRole('region', { name: 'Notificações' });
    await expect(within(toasts).getByRole('alert')).toHaveTextContent(REPORT_EXPORT_FAILED);
    await userEvent.click(within(toasts).getByRole('button'));
    await expect(args.onDismissToast).toHaveBeenCalledTimes(1);
  },
};

/** Sorted by Net Profit, descending: the header says so, the rows follow. */
export const SortedByNetProfit: Story = {
  args: fromMachine('ready', { sort: { column: 'net_profit', direction: 'desc' } }),
  play: async ({ canvas }) => {
    await expect(header(canvas, 'Net Profit')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(canvas, 'Business')).not.toHaveAttribute('aria-sort');
    await expect(names(canvas)).toEqual([
      'Academia Movimento Vivo',
      'Padaria Pão da Serra',
      'Bistrô Sabor da Terra',
      'Consultoria Horizonte',
      'Ótica Visão Clara',
    ]);
  },
};

/** Sorting by keyboard alone: Tab to a header's button, Enter sorts, Space flips. */
export const KeyboardSorting: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<FinanceSort>(args.sort);
    return (
      <AdminFinance
        {...args}
        {...fromMachine('ready', { sort })}
        onSortChange={(column) => {
          args.onSortChange(column);
          setSort((current) => nextFinanceSort(current, column));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const business = within(header(canvas, 'Business')).getByRole('button');
    business.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('businessName');
    await expect(header(canvas, 'Business')).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvas)[0]).toBe('Academia Movimento Vivo');
    await userEvent.keyboard(' ');
    await expect(header(canvas, 'Business')).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvas)[0]).toBe('Padaria Pão da Serra');
    // The next header is one Tab away.
    await userEvent.tab();
    await expect(within(header(canvas, 'Gross Revenue')).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header(canvas, 'Gross Revenue')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvas, 'Business')).not.toHaveAttribute('aria-sort');
    await expect(names(canvas)[0]).toBe('Consultoria Horizonte');
  },
};

/** The summary cards' figures (the first paragraph of each card). */
const summaryValues = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Resumo' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p') as HTMLElement);

/**
 * Every amount and margin of the table (the Total row's too) and every summary value on one
 * line: a figure is never broken inside, the table scrolls sideways instead.
 */
const figuresWhole = async (canvas: Canvas) => {
  const region = canvas.getByRole('region', { name: 'Resultados por empresa' });
  const cells = within(region).getAllByRole('cell');
  await expect(cells.length).toBeGreaterThan(6);
  const broken = cells.filter((cell) => lineCount(cell) !== 1).map((cell) => cell.textContent);
  await expect(broken).toEqual([]);
  for (const cell of cells) {
    await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums');
  }
  const brokenValues = summaryValues(canvas).filter((value) => lineCount(value) !== 1);
  await expect(brokenValues.map((value) => value.textContent)).toEqual([]);
};

/** A 360 px phone: cards stacked, the table scrolls sideways in its own labelled region. */
export const Mobile360: Story = {
  args: fromMachine('ready', rangeContext),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const first = card(canvas, 'Net Profit').getBoundingClientRect();
    const second = card(canvas, 'Total Companies').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const region = canvas.getByRole('region', { name: 'Resultados por empresa' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The company's name stays in view while the figures scroll.
    region.scrollLeft = region.scrollWidth;
    const name = within(region).getAllByRole('rowheader')[0] as HTMLElement;
    await expect(name.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      region.getBoundingClientRect().left - 1,
    );
    // The range's two months one under the other.
    const start = canvas.getByLabelText('Mês inicial').getBoundingClientRect();
    const end = canvas.getByLabelText('Mês final').getBoundingClientRect();
    await expect(end.top).toBeGreaterThan(start.bottom - 1);
    await figuresWhole(canvas);
  },
};

/** The screen in the admin's shell, whose sidebar leaves it the least room at each width. */
const inShell: Story['render'] = (args) => (
  <AdminLayout
    role="admin"
    user={{ name: 'Mariana Costa' }}
    currentPath={routes.adminFinance}
    onNavigate={fn()}
    onLogout={fn()}
  >
    <AdminFinance {...args} />
  </AdminLayout>
);

/**
 * Beside the sidebar at 1280 px: the four cards' amounts each on one line (they shrink to their
 * card rather than break), the table's figures whole.
 */
export const DesktopInShell: Story = {
  args: fromMachine('ready', rangeContext),
  render: inShell,
  decorators: [(Story) => <Story />],
  play: async ({ canvas }) => {
    await figuresWhole(canvas);
    for (const value of summaryValues(canvas)) {
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth + 1);
    }
  },
};

/** A tablet: two cards a row, amounts whole, the table scrolls in its box, never the page. */
export const TabletInShell: Story = {
  args: fromMachine('ready', rangeContext),
  render: inShell,
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await figuresWhole(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A wide screen: the four cards side by side, the whole table without scrolling. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const tops = ['Net Profit', 'Total Companies', 'Gross Revenue', 'Net Revenue'].map(
      (label) => card(canvas, label).getBoundingClientRect().top,
    );
    await expect(new Set(tops.map(Math.round)).size).toBe(1);
    const region = canvas.getByRole('region', { name: 'Resultados por empresa' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await figuresWhole(canvas);
  },
};
