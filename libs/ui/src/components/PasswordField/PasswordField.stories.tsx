import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  parameters: { layout: 'padded' },
  args: { label: 'Senha' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a password: the eye shows it for checking, and hides it again. */
export const Password: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('segredo1');
    return <PasswordField label="Senha" value={value} onChange={setValue} error={args.error} />;
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** A password too short at registration: the product's message under the field. */
export const PasswordWithError: Story = {
  ...Password,
  args: { error: 'A senha deve ter pelo menos 6 caracteres' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(
      'A senha deve ter pelo menos 6 caracteres',
    );
  },
};
