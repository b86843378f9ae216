import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Menu } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    label: 'Ações de Contrato social',
    items: [
      { id: 'preview', label: 'Preview', icon: 'eye', onSelect: fn() },
      { id: 'rename', label: 'Renomear', icon: 'edit', onSelect: fn() },
      { id: 'delete', label: 'Delete', icon: 'trash', tone: 'danger', onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', justifyContent: 'flex-end', minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Icon-only trigger: click opens on the first item; a choice closes it and calls its item. */
export const IconTrigger: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ações de Contrato social' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await canvas.findByRole('menu', { name: 'Ações de Contrato social' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Preview' })).toHaveFocus(),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Renomear' }));
    await expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard: ArrowUp opens on the last item, arrows wrap, Escape closes back on the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ações de Contrato social' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Preview' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.items[2]?.onSelect).not.toHaveBeenCalled();
  },
};

/** A labelled trigger (the library's 'Novo'), its list lined up with its start. */
export const LabelledTrigger: Story = {
  args: {
    label: 'Novo',
    variant: 'primary',
    size: 'md',
    align: 'start',
    trigger: (
      <>
        <Icon name="plus" size={16} />
        Novo
      </>
    ),
    items: [
      { id: 'document', label: 'Novo Documento', icon: 'file', onSelect: fn() },
      { id: 'folder', label: 'Nova Pasta', icon: 'folder', onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Novo' }));
    const menu = await canvas.findByRole('menu', { name: 'Novo' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    // A press outside closes it.
    await userEvent.click(document.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};
