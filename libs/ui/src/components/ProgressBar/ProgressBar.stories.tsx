import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  parameters: ownFrameOnDocsPage,
  args: { value: 45, visible: true, label: 'Carregando tarefas' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The top of a page while its data loads (the board's tasks): a thin bar filling up. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Carregando tarefas' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

/** A value past 100 %, as a slow answer can push the page's ticker: the bar stops full. */
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Nothing loading: no bar at all. */
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The same bar in the flow of its container (an upload in a dialog), with its value read out. */
export const Inline: Story = {
  args: {
    placement: 'inline',
    value: 62,
    label: 'Enviando arquivo',
    valueText: '62% (2,5 MB de 4 MB)',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Enviando arquivo' });
    await expect(bar).toHaveAttribute('aria-valuetext', '62% (2,5 MB de 4 MB)');
    await expect(getComputedStyle(bar).position).toBe('relative');
  },
};
