import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  parameters: { layout: 'padded' },
  args: { tone: 'error', children: 'Erro ao fazer login. Verifique suas credenciais.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A login refused with wrong credentials: the error tone is an alert, read out at once. */
export const Error: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao fazer login');
  },
};

/** Every tone with a title: errors, confirmations, warnings (a report missing) and notes. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 520 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={`Título ${tone}`}>
          Mensagem de exemplo para o tom {tone}.
        </Alert>
      ))}
    </div>
  ),
};
