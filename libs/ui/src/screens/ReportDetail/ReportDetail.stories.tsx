import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  REPORTS_LOAD_FAILED,
  REPORT_EXPORT_FAILED,
  REPORT_NOT_FOUND,
  initialReportsContext,
  routes,
} from '@portal/domain';
import type { ReportsContext } from '@portal/domain';
import {
  brokenReportLogo,
  lossReport,
  noQuestionsReport,
  octoberReport,
  reportDetailBusiness,
  reportDetailReports,
} from '../../fixtures/report-detail.fixtures';
import {
  readyReports,
  reportsViewOf,
  type ReportsListState,
} from '../../fixtures/reports.fixtures';
import { parseColor } from '../../testing/contrast';
import { ReportDetail, reportDetailViewProps } from './ReportDetail';
import type { ReportDetailViewProps } from './ReportDetail';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

type ListState = ReportsListState;
type ExportsState = Extract<ListState, { ready: unknown }>['ready']['exports'];
/** Loaded, nothing refreshing, the form closed, `exports` as given. */
const ready = (exports: ExportsState = 'idle'): ListState => readyReports({ exports });

/** The company's reports loaded, the detail route asking for `openReportId`. */
const reportsContext = (changes: Partial<ReportsContext> = {}): ReportsContext => ({
  ...initialReportsContext,
  today: new Date('2026-11-10T12:00:00Z'),
  reports: reportDetailReports,
  openReportId: octoberReport.id,
  ...changes,
});

/** The screen's props as the reports machine's view gives them in `list` with `context`. */
function fromMachine(list: ListState, context: ReportsContext): ReportDetailViewProps {
  return reportDetailViewProps(reportsViewOf(list, context));
}

const meta = {
  title: 'Screens/Reports/ReportDetail',
  component: ReportDetail,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine(ready(), reportsContext()),
    business: reportDetailBusiness,
    onDownloadImage: fn(),
    onDownloadPdf: fn(),
    onRetry: fn(),
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
} satisfies Meta<typeof ReportDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const theCard = (root: HTMLElement) => {
  const card = root.querySelector<HTMLElement>('[data-report-card]');
  if (!card) throw new Error('no report card');
  return card;
};
/** The value shown under a figure's label. */
const figure = (root: HTMLElement, label: string) => {
  const term = within(theCard(root)).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
};
/** Intl writes a no-break space after R$; compare with plain spaces. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');
/** The figure's colour leans green (profit) or red (loss). */
const hue = (element: HTMLElement): 'green' | 'red' | 'other' => {
  const [r, g, b] = parseColor(getComputedStyle(element).color);
  if (g > r && g > b) return 'green';
  if (r > g && r > b) return 'red';
  return 'other';
};

/**
 * A report opened from its card while the company's reports are read: 'Carregando relatório...',
 * the way back already there.
 */
export const Loading: Story = {
  args: fromMachine('loading', reportsContext({ reports: [] })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando relatório...');
    await expect(canvas.queryByRole('button', { name: 'Download Report' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute(
      'href',
      routes.reports,
    );
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

/**
 * October's report of Padaria Pão da Serra: the figures in reais, the net profit in green, the
 * answers.
 */
export const Ready: Story = {
  play: async ({ canvasElement, canvas }) => {
    const card = theCard(canvasElement);
    await expect(card).toHaveAttribute('data-report-card', '42');
    await expect(
      within(card).getByRole('heading', { level: 1, name: 'Outubro de 2026' }),
    ).toBeVisible();
    await expect(within(card).getByText('Padaria Pão da Serra')).toBeVisible();
    await expect(
      within(card).getByRole('img', { name: 'Logo de Padaria Pão da Serra' }),
    ).toBeVisible();
    await expect(within(card).getByRole('heading', { name: 'NÚMEROS' })).toBeVisible();
    await expect(plain(figure(canvasElement, 'RECEITA BRUTA'))).toBe('R$ 120.000,00');
    await expect(plain(figure(canvasElement, 'RECEITA LÍQUIDA'))).toBe('R$ 100.000,00');
    await expect(plain(figure(canvasElement, 'DESPESAS'))).toBe('R$ 37.500,00');
    await expect(plain(figure(canvasElement, 'CUSTOS (COGS)'))).toBe('R$ 50.000,00');
    await expect(plain(figure(canvasElement, 'LUCRO LÍQUIDO'))).toBe('R$ 12.500,00');
    await expect(plain(figure(canvasElement, 'MARGEM LÍQUIDA'))).toBe('12,5%');
    await expect(hue(figure(canvasElement, 'LUCRO LÍQUIDO'))).toBe('green');
    await expect(within(card).getByText('Preenchido por Ana Souza em 03/11/2026')).toBeVisible();
    await expect(
      within(card).getByRole('heading', { name: 'PERGUNTAS CUSTOMIZADAS' }),
    ).toBeVisible();
    await expect(within(card).getByText('Qual foi o destaque do mês?')).toBeVisible();
    await expect(within(card).getByText('Lançamento do pão de fermentação natural.')).toBeVisible();
    await expect(within(card).getByText('Aumento do preço da farinha.')).toBeVisible();
    // The buttons stay outside the picture.
    const download = canvas.getByRole('button', { name: 'Download Report' });
    await expect(card.contains(download)).toBe(false);
    await expect(card.contains(canvas.getByRole('link', { name: 'Back to Reports' }))).toBe(false);
  },
};

/** A month of loss: the net profit '-R$ 4.200,00' in red and a negative margin. */
export const Loss: Story = {
  args: fromMachine(ready(), reportsContext({ openReportId: lossReport.id })),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Setembro de 2026');
    const profit = figure(canvasElement, 'LUCRO LÍQUIDO');
    await expect(plain(profit)).toBe('-R$ 4.200,00');
    await expect(hue(profit)).toBe('red');
    await expect(plain(figure(canvasElement, 'MARGEM LÍQUIDA'))).toBe('-8,4%');
    await expect(canvas.queryByText(/Preenchido/)).toBeNull();
  },
};

/** A company with no custom question: 'Nenhuma pergunta customizada'. */
export const NoQuestions: Story = {
  args: fromMachine(ready(), reportsContext({ openReportId: noQuestionsReport.id })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'PERGUNTAS CUSTOMIZADAS' })).toBeVisible();
    await expect(canvas.getByText('Nenhuma pergunta customizada')).toBeVisible();
  },
};

/** An address with a report id the company does not have: 'Report not found', and the way back. */
export const NotFound: Story = {
  args: fromMachine(ready(), reportsContext({ openReportId: '999' })),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(REPORT_NOT_FOUND);
    await expect(canvas.queryByRole('button', { name: 'Download Report' })).toBeNull();
    const back = canvas.getByRole('link', { name: 'Back to Reports' });
    await expect(back).toHaveAttribute('href', routes.reports);
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.reports);
  },
};

/** A company whose logo cannot be shown: the placeholder in the card. */
export const LogoFails: Story = {
  args: { business: { name: 'Padaria Pão da Serra', logo: brokenReportLogo } },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await waitFor(() => expect(card.querySelector('[data-logo-placeholder]')).not.toBeNull());
    await expect(
      within(card).getByRole('img', { name: 'Logo de Padaria Pão da Serra' }),
    ).toBeVisible();
    await expect(card.querySelector('img')).toBeNull();
  },
};

/** 'Download Report': the card is saved as a picture. */
export const Download: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download Report' }));
    await expect(args.onDownloadImage).toHaveBeenCalledTimes(1);
    await expect(args.onDownloadPdf).not.toHaveBeenCalled();
  },
};

/** The same by keyboard: back, PDF, picture in reading order. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // Back, then the PDF, then the picture, in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Reports' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Baixar PDF' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download Report' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDownloadImage).toHaveBeenCalledTimes(1);
  },
};

/** 'Baixar PDF': the month's board pack is asked for. */
export const Pdf: Story = {
  name: 'PDF',
  play: async ({ canvas, args, userEvent }) => {
    const pdf = canvas.getByRole('button', { name: 'Baixar PDF' });
    pdf.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadPdf).toHaveBeenCalledWith('2026-10');
    await expect(args.onDownloadImage).not.toHaveBeenCalled();
  },
};

/**
 * While the PDF is made: 'Gerando PDF...', a second press does nothing, the picture can still be
 * taken.
 */
export const ExportingPdf: Story = {
  name: 'Exporting PDF',
  args: fromMachine(ready('pdf'), reportsContext()),
  play: async ({ canvas, args, userEvent }) => {
    const busy = canvas.getByRole('button', { name: 'Gerando PDF...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onDownloadPdf).not.toHaveBeenCalled();
    // The picture can still be taken meanwhile.
    await expect(canvas.getByRole('button', { name: 'Download Report' })).toBeEnabled();
  },
};

/** The PDF could not be made: the product's message in a toast. */
export const ExportFailed: Story = {
  args: fromMachine(
    ready(),
    reportsContext({ toast: { tone: 'error', text: REPORT_EXPORT_FAILED } }),
  ),
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Notificações' });
    await expect(region).toHaveTextContent(REPORT_EXPORT_FAILED);
    await userEvent.click(within(region).getByRole('button'));
    await expect(args.onDismissToast).toHaveBeenCalledTimes(1);
  },
};

/** A report on a 360 px phone: one figure a row, nothing wider than the screen. */
export const Mobile360: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // One figure a row on a phone.
    const gross = figure(canvasElement, 'RECEITA BRUTA').parentElement!.getBoundingClientRect();
    const net = figure(canvasElement, 'RECEITA LÍQUIDA').parentElement!.getBoundingClientRect();
    await expect(net.top).toBeGreaterThanOrEqual(gross.bottom);
    await expect(canvas.getByRole('button', { name: 'Download Report' })).toBeVisible();
  },
};

/** A report on a wide screen: two figures a row. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    // Two figures a row on a wide screen.
    const gross = figure(canvasElement, 'RECEITA BRUTA').parentElement!.getBoundingClientRect();
    const net = figure(canvasElement, 'RECEITA LÍQUIDA').parentElement!.getBoundingClientRect();
    await expect(Math.round(net.top)).toBe(Math.round(gross.top));
    await expect(net.left).toBeGreaterThan(gross.right - 1);
  },
};
