import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { parseColor } from '../../testing/contrast';
import { TrendChart } from './TrendChart';
import type { TrendPoint } from './TrendPoint';

const point = (month_year: string, gross_revenue: number, net_profit: number): TrendPoint => ({
  id: month_year,
  month_year,
  gross_revenue,
  net_profit,
});

/** September 2025 to October 2026, growing, oldest first. */
const fourteenMonths: TrendPoint[] = Array.from({ length: 14 }, (_unused, index) => {
  const month = ((8 + index) % 12) + 1;
  const year = 2025 + Math.floor((8 + index) / 12);
  return point(
    `${year}-${String(month).padStart(2, '0')}`,
    80000 + index * 4000,
    6000 + index * 500,
  );
});

const meta = {
  title: 'Components/TrendChart',
  component: TrendChart,
  args: {
    title: 'Evolução da receita e do lucro',
    points: [point('2026-09', 110000, 9000), point('2026-10', 120000, 12500)],
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The canvas uPlot drew into, once it has drawn. */
async function drawnCanvas(root: HTMLElement): Promise<HTMLCanvasElement> {
  await waitFor(() => expect(root.querySelector('[data-trend-canvas][data-drawn]')).not.toBeNull());
  const canvas = root.querySelector<HTMLCanvasElement>('[data-trend-canvas] canvas');
  if (!canvas) throw new Error('no canvas');
  return canvas;
}

/** How many of the canvas's pixels are (almost exactly) the given CSS colour. */
function pixelsOf(canvas: HTMLCanvasElement, colour: string): number {
  const [r, g, b] = parseColor(colour);
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let index = 0; index < data.length; index += 4) {
    const near =
      Math.abs((data[index] ?? 0) - r) < 12 &&
      Math.abs((data[index + 1] ?? 0) - g) < 12 &&
      Math.abs((data[index + 2] ?? 0) - b) < 12 &&
      (data[index + 3] ?? 0) > 200;
    if (near) count += 1;
  }
  return count;
}

/** The colour a legend entry's swatch shows. */
function swatchColour(root: HTMLElement, name: string): string {
  const item = within(root).getByText(name, { selector: 'li' });
  const swatch = item.querySelector('span');
  if (!swatch) throw new Error(`no swatch for ${name}`);
  return getComputedStyle(swatch).backgroundColor;
}

/** Both lines are on the canvas, each in its legend colour. */
async function expectBothLines(root: HTMLElement) {
  const canvas = await drawnCanvas(root);
  const revenue = swatchColour(root, 'Receita bruta');
  const profit = swatchColour(root, 'Lucro líquido');
  await expect(revenue).not.toBe(profit);
  await expect(pixelsOf(canvas, revenue)).toBeGreaterThan(50);
  await expect(pixelsOf(canvas, profit)).toBeGreaterThan(50);
  return canvas;
}

/** The description's lines, one a month (no-break spaces made plain). */
const months = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-trend-month]')).map((item) =>
    (item.textContent ?? '').replace(/\s/g, ' '),
  );

/**
 * A company with its first two reports: the chart starts from two months (with one it is not
 * drawn).
 */
export const TwoMonths: Story = {
  play: async ({ canvasElement, canvas }) => {
    const figure = canvas.getByRole('img', { name: 'Evolução da receita e do lucro' });
    await expect(canvas.getByText('Evolução da receita e do lucro')).toBeVisible();
    await expectBothLines(canvasElement);
    await expect(months(canvasElement)).toEqual([
      'setembro de 2026: Receita bruta R$ 110.000,00, Lucro líquido R$ 9.000,00.',
      'outubro de 2026: Receita bruta R$ 120.000,00, Lucro líquido R$ 12.500,00.',
    ]);
    await expect(figure).toHaveAccessibleDescription(
      expect.stringContaining('outubro de 2026: Receita bruta R$'),
    );
  },
};

/** A company reporting for over a year: fourteen months, as wide as the page allows. */
export const FourteenMonths: Story = {
  args: { points: fourteenMonths },
  play: async ({ canvasElement }) => {
    const canvas = await expectBothLines(canvasElement);
    // As wide as the box it sits in, and the fixed height of the placeholder before it.
    const box = canvasElement.querySelector<HTMLElement>('[data-trend-canvas]')!;
    await expect(Math.abs(canvas.getBoundingClientRect().width - box.clientWidth)).toBeLessThan(2);
    await expect(Math.round(box.getBoundingClientRect().height)).toBe(260);
    const lines = months(canvasElement);
    await expect(lines).toHaveLength(14);
    await expect(lines[0]).toMatch(/^setembro de 2025:/);
    await expect(lines[13]).toMatch(/^outubro de 2026:/);
  },
};

/** Months of loss: the profit line goes under zero. */
export const LossMonths: Story = {
  args: {
    points: [
      point('2026-07', 70000, 2000),
      point('2026-08', 60000, -4200),
      point('2026-09', 55000, -8000),
      point('2026-10', 65000, 1500),
    ],
  },
  play: async ({ canvasElement }) => {
    await expectBothLines(canvasElement);
    await expect(months(canvasElement).map((line) => line.split('Lucro líquido ')[1])).toEqual([
      'R$ 2.000,00.',
      '-R$ 4.200,00.',
      '-R$ 8.000,00.',
      'R$ 1.500,00.',
    ]);
  },
};

/** What a screen reader hears: every month with its revenue and profit. */
export const AccessibleDescription: Story = {
  args: { points: fourteenMonths.slice(-3) },
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('img', { name: 'Evolução da receita e do lucro' });
    for (const month of ['agosto de 2026', 'setembro de 2026', 'outubro de 2026']) {
      await expect(figure).toHaveAccessibleDescription(expect.stringContaining(month));
    }
    // The list is there for screen readers only: nothing of it shows.
    const list = canvasElement.querySelector('[data-trend-month]')?.parentElement;
    await expect(list?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** No report to draw: a line says so instead of an empty chart. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nenhum relatório para mostrar no gráfico.')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

/** Fourteen months on a 360 px phone: the chart fits the width. */
export const Mobile360: Story = {
  args: { points: fourteenMonths },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await expectBothLines(canvasElement);
    const rect = canvas.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
