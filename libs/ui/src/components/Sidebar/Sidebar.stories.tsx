import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { SidebarAction } from '../SidebarAction/SidebarAction';
import { Sidebar } from './Sidebar';
import { routes } from '@portal/domain';

const onLogout = fn();

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  decorators: [(Story) => <div style={{ width: 248, height: 560 }}>{Story()}</div>],
  args: {
    currentPath: routes.tasks,
    onNavigate: fn(),
    onPrefetch: fn(),
    items: [
      { id: 'meetings', label: 'Reuniões', href: routes.meetings, icon: 'calendar' },
      { id: 'tasks', label: 'Tarefas', href: routes.tasks, icon: 'tasks' },
      { id: 'documents', label: 'Documentos', href: routes.documents, icon: 'file' },
    ],
    footer: (
      <SidebarAction icon="logOut" onClick={onLogout}>
        Log Out
      </SidebarAction>
    ),
  },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A company's person on the board: 'Tarefas' is marked current; a link goes to its page, 'Log Out'
 * at the foot.
 */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Tarefas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Documentos' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.documents);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};

/** The administration's sidebar: the 'ADMIN' badge under the product's name. */
export const WithHeader: Story = {
  args: { header: <Badge tone="brand">ADMIN</Badge> },
};

/**
 * A link about to be followed: pointed at, or reached with Tab, it is handed to `onPrefetch` (the
 * portal then asks for that page's code and data ahead) without moving.
 */
export const AboutToFollow: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Documentos' }));
    await expect(args.onPrefetch).toHaveBeenCalledWith(routes.documents);
    await userEvent.tab();
    await expect(args.onPrefetch).toHaveBeenCalledWith(routes.meetings);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
