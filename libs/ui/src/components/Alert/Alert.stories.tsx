import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert, ErrorBox, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  parameters: { layout: 'padded' },
  args: { tone: 'error', children: 'Erro ao fazer login. Verifique suas credenciais.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao fazer login');
  },
};

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

const onRetry = fn();

export const ErrorWithRetry: Story = {
  render: () => (
    <ErrorBox onRetry={onRetry}>Falha ao carregar reuniões. Por favor, tente novamente.</ErrorBox>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
