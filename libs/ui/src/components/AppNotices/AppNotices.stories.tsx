import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppNotices } from './AppNotices';

const meta = {
  title: 'Components/AppNotices',
  component: AppNotices,
  parameters: { layout: 'fullscreen' },
  args: { offline: false, updateAvailable: false, onUpdate: fn() },
} satisfies Meta<typeof AppNotices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online and up to date: nothing shows. */
export const Nothing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The device lost its network: the portal kept on it is shown, and says so. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Você está offline.');
    await expect(canvas.queryByRole('button', { name: 'Atualizar' })).toBeNull();
  },
};

/** A new build was deployed while the portal was open: 'Atualizar' reloads into it. */
export const UpdateAvailable: Story = {
  args: { updateAvailable: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nova versão disponível');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onUpdate).toHaveBeenCalled();
  },
};

/** Both at once on a phone: stacked, inside the screen. */
export const BothOnAPhone: Story = {
  args: { offline: true, updateAvailable: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const notices = canvas.getAllByRole('status');
    await expect(notices).toHaveLength(2);
    for (const notice of notices)
      await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
