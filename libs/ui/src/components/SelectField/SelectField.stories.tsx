import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelectField } from './SelectField';

const options = [
  { value: 'user', label: 'Usuário' },
  { value: 'council', label: 'Conselho' },
  { value: 'admin', label: 'Admin' },
];

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  parameters: { layout: 'padded' },
  args: { label: 'Função', options, value: 'user', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A native select named by its label; choosing hands the owner the option's value. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Função' });
    await expect(select).toHaveValue('user');
    await userEvent.selectOptions(select, 'Conselho');
    await expect(args.onChange).toHaveBeenCalledWith('council');
  },
};

/** A required choice left unmade: the message under the select, which is marked invalid. */
export const WithError: Story = {
  args: { error: 'Selecione uma função' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Função' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Selecione uma função');
  },
};

/** A toolbar's select (the companies' sort): the smaller, muted label still names the control. */
export const Compact: Story = {
  args: {
    label: 'Ordenar por',
    labelSize: 'compact',
    options: [
      { value: 'name', label: 'Nome' },
      { value: 'health', label: 'Saúde' },
    ],
    value: 'name',
  },
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Ordenar por' });
    await userEvent.selectOptions(select, 'Saúde');
    await expect(args.onChange).toHaveBeenCalledWith('health');
  },
};
