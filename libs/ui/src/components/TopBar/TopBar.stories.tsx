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

/** A company's person: the company's name, and their name and role opening the profile. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Ana Souza/ });
    await expect(button).toHaveTextContent('Usuário');
    await userEvent.click(button);
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(1);
  },
};

/** The administration's pages: no company's name, the 'Admin' badge. */
export const Admin: Story = {
  args: { user: { name: 'Carla Admin', role: 'admin' }, title: undefined },
};
/** A council member viewing a company. */
export const Council: Story = { args: { user: { name: 'Rui Conselheiro', role: 'council' } } };
