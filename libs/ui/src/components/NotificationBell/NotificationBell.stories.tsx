import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  NOTIFICATIONS_LOAD_FAILED,
  notificationTexts,
  routes,
  type NotificationItem,
} from '@portal/domain';
import { NotificationBell } from './NotificationBell';

const items: NotificationItem[] = [
  {
    id: 'n-1',
    text: notificationTexts.taskAssigned('Renegociar contrato de farinha com o Moinho São Jorge'),
    link: routes.tasks,
    created_at: '2026-12-06T13:10:00.000Z',
    read: false,
  },
  {
    id: 'n-2',
    text: notificationTexts.meetingNew('Mentoria mensal de dezembro'),
    link: routes.meeting('m-1'),
    created_at: '2026-12-05T18:00:00.000Z',
    read: false,
  },
  {
    id: 'n-3',
    text: notificationTexts.reportReminder('novembro de 2026', 'Padaria Pão da Serra'),
    link: routes.fillReport('2026-11'),
    created_at: '2026-12-01T11:00:00.000Z',
    read: true,
  },
];

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: {
    items,
    unread: 2,
    error: null,
    isLoading: false,
    onOpen: fn(),
    onReadAll: fn(),
    onRefresh: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two unread: the bell says so in its name and its badge. Opening it asks what is new; following
 * one marks it read and goes to its place; Escape closes and gives focus back to the bell.
 */
export const Unread: Story = {
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: 'Notificações, 2 não lidas' });
    await expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    const panel = canvas.getByRole('region', { name: 'Notificações' });
    const links = within(panel).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[1]).toHaveAttribute('href', routes.meeting('m-1'));
    await userEvent.click(links[1]!);
    await expect(args.onOpen).toHaveBeenCalledWith('n-2');
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.meeting('m-1'));
    await expect(canvas.queryByRole('region', { name: 'Notificações' })).toBeNull();

    await userEvent.click(bell);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Notificações' })).toBeNull();
    await expect(bell).toHaveFocus();
  },
};

/** A person catching up: 'Marcar todas como lidas' clears the count. */
export const MarkAllRead: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Notificações/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar todas como lidas' }));
    await expect(args.onReadAll).toHaveBeenCalledTimes(1);
  },
};

/** Nothing yet: the bell has no badge and the list says so. */
export const Empty: Story = {
  args: { items: [], unread: 0 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notificações' });
    await userEvent.click(bell);
    // The list fades in: visible once its animation has begun.
    await waitFor(() =>
      expect(canvas.getByText('Nenhuma notificação por enquanto.')).toBeVisible(),
    );
    await expect(canvas.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
  },
};

/** The list opened while it is being asked for: a status says it loads. */
export const Loading: Story = {
  args: { items: [], unread: 0, isLoading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificações' }));
    await waitFor(() => expect(canvas.getByRole('status')).toBeVisible());
  },
};

/** The list could not be loaded: the product's message and 'Tentar novamente'. */
export const LoadFailed: Story = {
  args: { items: [], unread: 0, error: NOTIFICATIONS_LOAD_FAILED },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificações' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOTIFICATIONS_LOAD_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

/** Over 99 unread the badge reads '99+', and so does the bell's name. */
export const Many: Story = {
  args: { unread: 128 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notificações, 99+ não lidas' });
    await expect(bell).toHaveTextContent('99+');
  },
};

/** On a 360 px phone the list takes nearly the whole width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Notificações/ }));
    const panel = canvas.getByRole('region', { name: 'Notificações' });
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
