import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { value: 45, visible: true, label: 'Carregando tarefas' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Carregando tarefas' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
