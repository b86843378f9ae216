import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Email', placeholder: 'voce@empresa.com.br', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A person typing their e-mail: each letter goes to the owner. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@x.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@x.com', expect.anything());
  },
};

/** A field with a line of help under it, read with the field. */
export const WithHint: Story = { args: { hint: 'Usaremos este email para o login.' } };

/** A field with an icon before the text. */
export const WithIcon: Story = { args: { leadingIcon: <Icon name="mail" /> } };

/** An e-mail typed wrong: the product's message in red under the field, which is marked invalid. */
export const WithError: Story = {
  args: { error: 'Por favor, insira um email válido', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Por favor, insira um email válido');
  },
};

/** A value shown but not editable (a company page seen read only). */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@empresa.com.br' } };
