import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Sidebar } from '../Sidebar/Sidebar';
import { Drawer } from './Drawer';
import { routes } from '@portal/domain';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const onClose = fn();

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  parameters: ownFrameOnDocsPage,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone, 'Abrir menu' slides the sidebar in; focus stays inside until 'Fechar menu' or
 * Escape.
 */
export const OpenAndClose: Story = {
  args: { open: false, onClose, label: 'Menu', children: null },
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>Abrir menu</Button>
        <Drawer
          open={open}
          label="Menu"
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        >
          <Sidebar
            items={[
              {
                id: 'meetings',
                label: 'Reuniões',
                href: routes.meetings,
                icon: 'calendar',
              },
            ]}
          />
        </Drawer>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const drawer = canvas.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toHaveAttribute('open'));
    await expect(canvas.getByRole('button', { name: 'Fechar menu' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};
