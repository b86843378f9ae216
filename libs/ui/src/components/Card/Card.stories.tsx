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

/** A section of a page with its heading and a line under it, as 'Informações da Empresa'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Informações da Empresa' })).toBeVisible();
  },
};

/** A section the person may change: its action ('Editar') sits at the heading's end. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm">
        Editar
      </Button>
    ),
  },
};

/** A box with no heading, for content that carries its own. */
export const Plain: Story = { args: { title: undefined, subtitle: undefined, padding: 'lg' } };
