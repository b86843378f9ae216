import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Buscar na transcrição',
    placeholder: 'Search in transcript...',
    value: '',
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Searching a meeting's transcript: each letter typed goes to the owner at once. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar na transcrição' });
    await expect(input).toHaveAttribute('placeholder', 'Search in transcript...');
    await expect(canvas.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
    await userEvent.type(input, 'caixa');
    await expect(args.onChange).toHaveBeenLastCalledWith('caixa');
  },
};

/** A search already typed: the × ('Limpar busca') or Escape clears it. */
export const WithText: Story = {
  args: { value: 'fornecedor' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'aluguel');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** A search box with its label written above it ('Buscar documentos'). */
export const VisibleLabel: Story = {
  args: { label: 'Buscar documentos', showLabel: true, placeholder: 'Buscar documentos...' },
};
