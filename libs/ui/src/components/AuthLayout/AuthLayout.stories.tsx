import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  args: { title: 'Entrar', subtitle: 'Acesse sua conta.', children: <p>Conteúdo</p> },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  },
};

export const Status: Story = {
  args: {
    title: 'Senha redefinida com sucesso!',
    statusIcon: { name: 'checkCircle', tone: 'success' },
  },
};
