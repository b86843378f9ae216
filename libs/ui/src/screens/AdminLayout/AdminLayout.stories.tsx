import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  companiesContext,
  companiesViewOf,
  councilCompanies,
} from '../../fixtures/admin-businesses.fixtures';
import { readyUsers, usersContext, usersViewOf } from '../../fixtures/admin-users.fixtures';
import { AdminBusinesses, adminBusinessesViewProps } from '../AdminBusinesses/AdminBusinesses';
import { AdminUsers, adminUsersViewProps } from '../AdminUsers/AdminUsers';
import { AdminLayout } from './AdminLayout';
import { routes } from '@portal/domain';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/**
 * The Companies screen with the demo companies, as the shell holds it in the portal: the admin's
 * six, or the council's own (read only).
 */
function CompaniesPage({ council = false }: { council?: boolean }) {
  const context = council
    ? companiesContext({ canManage: false, companies: councilCompanies })
    : companiesContext();
  return (
    <AdminBusinesses
      {...adminBusinessesViewProps(companiesViewOf({}, context))}
      onRetry={fn()}
      onSearchChange={fn()}
      onFilterChange={fn()}
      onSortChange={fn()}
      onViewChange={fn()}
      onOpenCompany={fn()}
      onAccessCompany={fn()}
      onEditCompany={fn()}
      onDeleteCompany={fn()}
      onCreateCompany={fn()}
      onPendingRetry={fn()}
      onApproveWaiting={fn()}
      onRejectWaiting={fn()}
      onRejectConfirm={fn()}
      onRejectCancel={fn()}
      onApproveJoin={fn()}
      onRefuseJoin={fn()}
      onDismissToast={fn()}
    />
  );
}

/** The Users screen with the demo people, as the admin sees it. */
function UsersScreen() {
  return (
    <AdminUsers
      {...adminUsersViewProps(usersViewOf(readyUsers(), usersContext()))}
      onRefresh={fn()}
      onUserCreate={fn()}
      onDeleteConfirm={fn()}
      onDismissToast={fn()}
      onSearchChange={fn()}
      onFiltersToggle={fn()}
      onRoleFilterChange={fn()}
      onBusinessFilterChange={fn()}
      onFiltersClear={fn()}
      onSortChange={fn()}
      onUserOpen={fn()}
      onUserEdit={fn()}
      onUserDelete={fn()}
      onBusinessOpen={fn()}
      onDialogClose={fn()}
      onEditStart={fn()}
      onEditCancel={fn()}
      onFieldChange={fn()}
      onRoleChange={fn()}
      onBusinessToggle={fn()}
      onBusinessSearchChange={fn()}
      onFormSubmit={fn()}
    />
  );
}

const meta = {
  title: 'Layouts/AdminLayout',
  component: AdminLayout,
  parameters: ownFrameOnDocsPage,
  // The sidebar layout (docs/product.md's 1024 px) whatever the window; the Mobile stories say 360 px.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    role: 'admin',
    user: { name: 'Carla Admin' },
    currentPath: routes.adminBusinesses,
    onNavigate: fn(),
    onLogout: fn(),
    onOpenProfile: fn(),
    children: <CompaniesPage />,
  },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An admin signed in, on 'Empresas' with the demo companies: every section of the sidebar, 'ADMIN'
 * under the product's name.
 */
export const Admin: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('ADMIN')).toBeVisible();
    const links = ['Empresas', 'Usuários', 'Finance', 'Chat', 'Registro de auditoria'];
    for (const label of links)
      await expect(canvas.getByRole('link', { name: label })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Empresas' })).toHaveAttribute(
      'href',
      routes.adminBusinesses,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Finance' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.adminFinance);
    await userEvent.click(canvas.getByRole('link', { name: 'Registro de auditoria' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.adminAudit);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/**
 * A council member on 'Empresas', seeing only the companies linked to them: 'Usuários', 'Finance',
 * 'Chat' and 'Registro de auditoria' are not offered.
 */
export const Council: Story = {
  args: { role: 'council', user: { name: 'Rui Conselheiro' }, children: <CompaniesPage council /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CONSELHO')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Empresas' })).toBeVisible();
    for (const label of ['Usuários', 'Finance', 'Chat', 'Registro de auditoria']) {
      await expect(canvas.queryByRole('link', { name: label })).toBeNull();
    }
  },
};

/** An admin on 'Usuários': the sidebar marks it as the current page. */
export const UsersPage: Story = {
  args: {
    currentPath: routes.adminUsers,
    children: <UsersScreen />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Usuários' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * An admin on a 360 px phone: 'Abrir menu' opens the sidebar as a drawer, and choosing a page
 * closes it.
 */
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

/** A council member on a 360 px phone, with their companies. */
export const MobileCouncil: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { role: 'council', user: { name: 'Rui Conselheiro' }, children: <CompaniesPage council /> },
};
