import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const onChange = fn();

const meta = {
  title: 'Components/SegmentedControl',
  // For the Docs page's description and props table; the story renders it with its own state.
  component: SegmentedControl,
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
// Untyped by the component: the story renders it with its own state, not from args.
type Story = StoryObj;

/**
 * Registration's second step, choosing between an existing company and a new one, by click or with
 * the arrow keys.
 */
export const KeyboardAndClick: Story = {
  render: function Render() {
    const [value, setValue] = useState<'existing' | 'new'>('existing');
    return (
      <div style={{ maxWidth: 420 }}>
        <SegmentedControl
          label="Negócio"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
          options={[
            { value: 'existing', label: 'Negócio existente', icon: 'search' },
            { value: 'new', label: 'Criar novo', icon: 'plus' },
          ]}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Criar novo' }));
    await expect(onChange).toHaveBeenLastCalledWith('new');
    await expect(canvas.getByRole('radio', { name: 'Criar novo' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Negócio existente' })).toBeChecked();
  },
};
