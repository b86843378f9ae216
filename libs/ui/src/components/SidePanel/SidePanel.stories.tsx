import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { SIDE_PANEL_WIDTH, SidePanel } from './SidePanel';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Components/SidePanel',
  component: SidePanel,
  parameters: ownFrameOnDocsPage,
  args: {
    open: true,
    label: 'Detalhes da tarefa',
    onClose: fn(),
    onResize: fn(),
    children: (
      <div>
        <h2>Revisar fluxo de caixa de março</h2>
        <p>Conferir entradas do iFood e saídas com fornecedores.</p>
      </div>
    ),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 384 px wide on desktop; the left edge resizes it with the arrow keys (and the pointer). */
export const Open: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const panel = canvas.getByRole('dialog', { name: 'Detalhes da tarefa' });
    // To a hundredth of a pixel: the layout once gave 300.00006 for 300 on a loaded machine.
    await expect(panel.getBoundingClientRect().width).toBeCloseTo(SIDE_PANEL_WIDTH.default, 2);
    const handle = canvas.getByRole('separator', { name: 'Redimensionar painel' });
    await expect(handle).toHaveAttribute('aria-valuenow', '384');
    await expect(handle).toHaveAttribute('aria-valuemin', '300');
    await expect(handle).toHaveAttribute('aria-valuemax', '800');
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(handle).toHaveAttribute('aria-valuenow', '400');
    await expect(args.onResize).toHaveBeenLastCalledWith(400);
    await userEvent.keyboard('{End}');
    await expect(handle).toHaveAttribute('aria-valuenow', '800');
    await userEvent.keyboard('{Home}');
    await expect(handle).toHaveAttribute('aria-valuenow', '300');
    await userEvent.keyboard('{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '300');
    await expect(panel.getBoundingClientRect().width).toBeCloseTo(300, 2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Dragging the left edge to the left widens the panel, up to 800 px. */
export const PointerResize: Story = {
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('separator', { name: 'Redimensionar painel' });
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + 100;
    const fire = (type: string, clientX: number) =>
      handle.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 1,
          isPrimary: true,
          button: 0,
          clientX,
          clientY: y,
        }),
      );
    fire('pointerdown', x);
    fire('pointermove', x - 100);
    fire('pointerup', x - 100);
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '484'));
    fire('pointerdown', x - 100);
    fire('pointermove', x - 900);
    fire('pointerup', x - 900);
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '800'));
    await expect(args.onResize).toHaveBeenLastCalledWith(800);
  },
};

/** Below 1024 px the panel takes the whole width and cannot be resized. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('dialog', { name: 'Detalhes da tarefa' });
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};

/** Focus moves into the panel on open, and back to the opener when it closes (after sliding out). */
export const OpenAndClose: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Abrir tarefa</Button>
        <SidePanel
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir tarefa' });
    await userEvent.click(opener);
    const panel = canvas.getByRole('dialog', { name: 'Detalhes da tarefa' });
    await expect(panel).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar painel' }));
    await expect(opener).toHaveFocus();
    // It stays for the 300 ms slide-out, then leaves the page.
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
