import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { initialReportsContext } from '@portal/domain';
import type { MonthlyReport } from '@portal/domain';
import { octoberReport, reportDetailBusiness } from '../../fixtures/report-detail.fixtures';
import { readyReports, reportsViewOf } from '../../fixtures/reports.fixtures';
import { ReportDetail, reportDetailViewProps } from './ReportDetail';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/** October replaced by Bruno at 23:40 on 30 November in São Paulo (already 1 December in UTC). */
const editedOctober: MonthlyReport = {
  ...octoberReport,
  gross_revenue: 99999,
  version: 2,
  filledBy: 'Bruno Lima',
  filledAt: '2026-12-01T02:40:00.000Z',
  editedBy: 'Bruno Lima',
  editedAt: '2026-12-01T02:40:00.000Z',
};

const detailOf = (report: MonthlyReport) =>
  reportDetailViewProps(
    reportsViewOf(readyReports(), {
      ...initialReportsContext,
      today: new Date('2026-12-02T12:00:00Z'),
      reports: [report],
      openReportId: report.id,
    }),
  );

/**
 * A month's report after someone replaced it: the card says who replaced it last and when, on
 * São Paulo's clock whatever zone the browser is in; a report filled once says who filled it.
 */
const meta = {
  title: 'Screens/Reports/ReportDetail/Edited',
  component: ReportDetail,
  parameters: ownFrameOnDocsPage,
  args: {
    ...detailOf(editedOctober),
    business: reportDetailBusiness,
    onDownloadImage: fn(),
    onDownloadPdf: fn(),
    onRetry: fn(),
    onDismissToast: fn(),
    onNavigate: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ReportDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** October replaced late on 30 November: 'Editado em 30/11/2026 23:40 por Bruno Lima'. */
export const Edited: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-report-card]')!;
    await expect(
      within(card).getByText('Editado em 30/11/2026 23:40 por Bruno Lima'),
    ).toBeVisible();
    await expect(within(card).queryByText(/^Preenchido/)).toBeNull();
    await expect(
      within(card).getByText('R$ 99.999,00', { normalizer: (t) => t.replace(/\s/g, ' ') }),
    ).toBeVisible();
  },
};

/** Filled once and never replaced: who filled it, no 'Editado'. */
export const NeverEdited: Story = {
  args: detailOf({ ...octoberReport, version: 1 }),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-report-card]')!;
    await expect(within(card).getByText('Preenchido por Ana Souza em 03/11/2026')).toBeVisible();
    await expect(within(card).queryByText(/^Editado em/)).toBeNull();
  },
};
