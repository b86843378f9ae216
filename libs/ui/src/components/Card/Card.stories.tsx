import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: { layout: 'padded' },
  args: {
    title: 'Informações da Empresa',
    subtitle: 'Dados usados em relatórios e pela IA.',
    children: <p>Conteúdo do cartão.</p>,
  },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Informações da Empresa' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm">
        Editar
      </Button>
    ),
  },
};

export const Plain: Story = { args: { title: undefined, subtitle: undefined, padding: 'lg' } };
