import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { PageHeader } from '../PageHeader/PageHeader';
import { Sidebar } from '../Sidebar/Sidebar';
import { AppShell } from './AppShell';
import type { AppShellProps } from './AppShell';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const sidebar = (
  <Sidebar
    currentPath="/a"
    items={[
      { id: 'a', label: 'Início', href: '/a', icon: 'chart' },
      { id: 'b', label: 'Pessoas', href: '/b', icon: 'users' },
    ]}
  />
);

function Stateful(props: Partial<AppShellProps>) {
  const [open, setOpen] = useState(false);
  return (
    <AppShell
      sidebar={sidebar}
      topBar={{
        user: { name: 'Ana Souza', role: 'ordinary' },
        onOpenProfile: fn(),
        title: 'Título',
      }}
      drawerOpen={open}
      onDrawerOpenChange={setOpen}
      {...props}
    >
      <PageHeader title="Página" description="Conteúdo principal da página." />
      <EmptyState title="Nada por aqui" />
    </AppShell>
  );
}

/**
 * The frame of every signed-in page: a skip link ('Pular para o conteúdo'), the sidebar as a fixed
 * column from 1024 px and in a drawer opened by 'Abrir menu' below it, the top bar, and the page
 * in `<main>`. DashboardLayout and AdminLayout are built on it; here the story keeps the drawer's
 * open state, as they do.
 */
const meta = {
  title: 'Layouts/AppShell',
  component: Stateful,
  parameters: ownFrameOnDocsPage,
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in page on a desktop: the sidebar stays beside the page, no menu button. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abrir menu' })).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('Página');
  },
};

/** The same page on a phone: the sidebar hides behind 'Abrir menu', which opens it as a drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Abrir menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(await canvas.findByRole('link', { name: 'Início' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  },
};
