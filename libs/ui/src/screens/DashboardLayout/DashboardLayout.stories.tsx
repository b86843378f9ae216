import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { isClipped, textWidth } from '../../testing/layout';
import { GlobalSearch } from '../../components/GlobalSearch/GlobalSearch';
import { NotificationBell } from '../../components/NotificationBell/NotificationBell';
import { storyBusinessName } from '../../fixtures/meetings.fixtures';
import { StoryMeetingsPage } from '../../fixtures/meetings-page.fixture';
import { DashboardLayout } from './DashboardLayout';
import { routes } from '@portal/domain';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meetingsPage = <StoryMeetingsPage />;

const meta = {
  title: 'Layouts/DashboardLayout',
  component: DashboardLayout,
  parameters: ownFrameOnDocsPage,
  // The sidebar layout (docs/product.md's 1024 px) whatever the window; the Mobile stories say 360 px.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    user: { name: 'Ana Souza', role: 'ordinary' },
    businessName: storyBusinessName,
    currentPath: routes.meetings,
    onNavigate: fn(),
    onLogout: fn(),
    onReturnToAdmin: fn(),
    onOpenProfile: fn(),
    children: meetingsPage,
  },
} satisfies Meta<typeof DashboardLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A company's person signed in, on 'Reuniões' with the company's meetings: the five sections, 'Log
 * Out', their name and role opening the profile.
 */
export const Normal: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegação principal' });
    for (const label of ['Reuniões', 'Tarefas', 'Documentos', 'Reports', 'Empresa']) {
      await expect(canvas.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.querySelectorAll('a')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Reuniões' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Abrir menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Tarefas' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.tasks);
    await expect(canvas.queryByRole('button', { name: 'Return to Admin' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Exit View' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    const profile = canvas.getByRole('button', { name: /Ana Souza/ });
    await expect(profile).toHaveTextContent('Usuário');
    await userEvent.click(profile);
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(1);
  },
};

/**
 * An admin who chose 'Access Company': 'Modo visualização' by the company's name, 'Return to
 * Admin' and 'Exit View' instead of 'Log Out'.
 */
export const SpyModeAdmin: Story = {
  args: {
    user: { name: 'Carla Admin', role: 'admin' },
    spyMode: true,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Modo visualização')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Admin' }));
    await expect(args.onReturnToAdmin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Exit View' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Carla Admin/ })).toHaveTextContent('Admin');
  },
};

/** A council member viewing one of their companies: the same, with their 'Conselho' badge. */
export const SpyModeCouncil: Story = {
  args: { user: { name: 'Rui Conselheiro', role: 'council' }, spyMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Return to Admin' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Rui Conselheiro/ })).toHaveTextContent(
      'Conselho',
    );
  },
};

/** Spy mode never offers Return to Admin to someone who is not admin or council. */
export const SpyModeOrdinaryUser: Story = {
  args: { spyMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exit View' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Return to Admin' })).toBeNull();
  },
};

/**
 * A company's person on a 360 px phone: 'Abrir menu' opens the sidebar as a drawer; a page chosen
 * or Escape closes it.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: 'Tarefas' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(menu);
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toHaveAttribute('open'));
    await userEvent.click(canvas.getByRole('link', { name: 'Documentos' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.documents);
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    await userEvent.click(menu);
    await waitFor(() => expect(drawer).toHaveAttribute('open'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    await expect(menu).toHaveFocus();
  },
};

/**
 * An admin viewing a company on a phone, with the drawer open: 'Return to Admin' and 'Exit View'
 * at its foot.
 */
export const MobileDrawerOpenSpyMode: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { user: { name: 'Carla Admin', role: 'admin' }, spyMode: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    await expect(await canvas.findByRole('button', { name: 'Return to Admin' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exit View' })).toBeVisible();
  },
};

/**
 * Right after saving the profile, and a password change that failed: both messages in the corner.
 */
export const WithToasts: Story = {
  args: {
    onDismissToast: fn(),
    toasts: [
      { id: 't1', tone: 'success', message: 'Perfil atualizado com sucesso' },
      { id: 't2', tone: 'error', message: 'Falha ao alterar a senha' },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Notificações' });
    await expect(region).toHaveTextContent('Perfil atualizado com sucesso');
    const [first] = canvas.getAllByRole('button', { name: 'Fechar notificação' });
    if (first) await userEvent.click(first);
    await expect(args.onDismissToast).toHaveBeenCalledWith('t1');
  },
};

/**
 * Spy mode on a 360 px phone: the badge goes under the company's name, so the name stays
 * readable (here whole) beside the menu button and the profile button.
 */
export const SpyModeMobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { user: { name: 'Carla Admin', role: 'admin' }, spyMode: true },
  play: async ({ canvas }) => {
    const name = canvas.getByTitle('Padaria Pão Quente');
    await expect(name).toHaveTextContent('Padaria Pão Quente');
    await expect(isClipped(name)).toBe(false);
    await expect(canvas.getByText('Modo visualização')).toBeVisible();
    const profile = canvas.getByRole('button', { name: /Carla Admin/ });
    await expect(profile).toHaveTextContent('Admin');
    await expect(profile.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A name too long for a phone's top bar: its start is read, the rest is '…' and the tooltip. */
export const SpyModeMobileLongName: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: {
    user: { name: 'Carla Admin', role: 'admin' },
    spyMode: true,
    businessName: 'Horta Viva Orgânicos e Hidropônicos do Vale Ltda',
  },
  play: async ({ canvas }) => {
    const name = canvas.getByTitle('Horta Viva Orgânicos e Hidropônicos do Vale Ltda');
    // At least 'Horta Viva Orgânicos' (the first three words) is on screen, then the ellipsis.
    await expect(name.clientWidth).toBeGreaterThanOrEqual(textWidth(name, 0, 20));
    await expect(isClipped(name)).toBe(true);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(canvas.getByText('Modo visualização')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The bell sits in the top bar before the person's button, on a phone as on a desktop. */
export const WithBell: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: {
    topBarActions: (
      <NotificationBell
        items={[]}
        unread={3}
        error={null}
        isLoading={false}
        onOpen={fn()}
        onReadAll={fn()}
        onRefresh={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notificações, 3 não lidas' });
    const person = canvas.getByRole('button', { name: /Ana Souza/ });
    await expect(bell).toBeVisible();
    await expect(bell.getBoundingClientRect().right).toBeLessThanOrEqual(
      person.getBoundingClientRect().left,
    );
    await expect(person.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const searchBox = (
  <GlobalSearch
    open={false}
    scope="company"
    query=""
    status="idle"
    hint={null}
    groups={[]}
    emptyText={null}
    error={null}
    activeIndex={null}
    onOpen={fn()}
    onClose={fn()}
    onType={fn()}
    onRetry={fn()}
    onMove={fn()}
    onChoose={fn()}
  />
);

/** The search box in the top bar, before the person's button. */
export const WithSearch: Story = {
  args: { search: searchBox },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Buscar…/ })).toBeVisible();
  },
};

/** At 360 px the box is the magnifier alone: the company's name keeps its room. */
export const MobileWithSearch: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { search: searchBox },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button', { name: /^Buscar…/ });
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(box.getBoundingClientRect().width).toBeLessThan(60);
  },
};
