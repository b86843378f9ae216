import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PlaceholderPage } from '../PlaceholderPage/PlaceholderPage';
import { AdminLayout } from './AdminLayout';
import { routes } from '@portal/domain';

const meta = {
  title: 'Screens/Shell/AdminLayout',
  component: AdminLayout,
  // The sidebar layout (docs/product.md's 1024 px) whatever the window; the Mobile stories say 360 px.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    role: 'admin',
    user: { name: 'Carla Admin' },
    currentPath: routes.adminBusinesses,
    onNavigate: fn(),
    onLogout: fn(),
    onOpenProfile: fn(),
    children: <PlaceholderPage title="Empresas" icon="building" />,
  },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('ADMIN')).toBeVisible();
    const links = ['Empresas', 'Usuários', 'Finance', 'Chat'];
    for (const label of links)
      await expect(canvas.getByRole('link', { name: label })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Empresas' })).toHaveAttribute(
      'href',
      routes.adminBusinesses,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Finance' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.adminFinance);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Council: Story = {
  args: { role: 'council', user: { name: 'Rui Conselheiro' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CONSELHO')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Empresas' })).toBeVisible();
    for (const label of ['Usuários', 'Finance', 'Chat']) {
      await expect(canvas.queryByRole('link', { name: label })).toBeNull();
    }
  },
};

export const UsersPage: Story = {
  args: {
    currentPath: routes.adminUsers,
    children: <PlaceholderPage title="Usuários" icon="users" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Usuários' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByText('ADMIN')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Chat' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.adminChat);
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
  },
};

export const MobileCouncil: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { role: 'council', user: { name: 'Rui Conselheiro' } },
};
