import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChipInput } from './ChipInput';

const meta = {
  title: 'Components/ChipInput',
  // For the Docs page's description and props table; the story renders it with its own state.
  component: ChipInput,
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
// Untyped by the component: the story renders it with its own state, not from args.
type Story = StoryObj;

/**
 * Registering a new company: the registrant's own e-mail is fixed, and the team's e-mails are
 * added with Enter or a comma and removed with their button.
 */
export const AddAndRemove: Story = {
  render: function Render() {
    const [chips, setChips] = useState(['eu@empresa.com.br']);
    return (
      <div style={{ maxWidth: 480 }}>
        <ChipInput
          label="Emails da equipe"
          chips={chips}
          isFixed={(chip) => chip === 'eu@empresa.com.br'}
          onAdd={(typed) => {
            const parts = typed
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean);
            setChips((current) => [...current, ...parts.filter((part) => !current.includes(part))]);
            return '';
          }}
          onRemove={(chip) => setChips((current) => current.filter((item) => item !== chip))}
          placeholder="Digite um email e pressione Enter"
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Emails da equipe');
    await userEvent.type(input, 'ana@x.com{Enter}');
    await userEvent.type(input, 'rui@x.com,');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Remover eu@empresa.com.br' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover ana@x.com' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
