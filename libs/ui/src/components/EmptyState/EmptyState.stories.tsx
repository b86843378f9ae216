import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    title: 'Nenhuma reunião encontrada',
    description: 'Não há reuniões registradas para esta empresa',
    icon: 'calendar',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company with no meeting recorded yet: 'Nenhuma reunião encontrada'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhuma reunião encontrada' })).toBeVisible();
  },
};

/** A folder with nothing in it yet, with the button that adds the first document. */
export const WithAction: Story = {
  args: {
    title: 'Esta pasta está vazia',
    description: undefined,
    icon: 'file',
    action: <Button>Novo Documento</Button>,
  },
};
