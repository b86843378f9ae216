import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TopBar } from './TopBar';

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  args: {
    user: { name: 'Ana Souza', role: 'ordinary' },
    title: 'Padaria Pão Quente',
    onOpenProfile: fn(),
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Ana Souza/ });
    await expect(button).toHaveTextContent('Usuário');
    await userEvent.click(button);
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(1);
  },
};

export const Admin: Story = {
  args: { user: { name: 'Carla Admin', role: 'admin' }, title: undefined },
};
export const Council: Story = { args: { user: { name: 'Rui Conselheiro', role: 'council' } } };
