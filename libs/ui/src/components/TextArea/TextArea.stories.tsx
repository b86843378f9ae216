import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  parameters: { layout: 'padded' },
  args: { label: 'Base de Conhecimento', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Base de Conhecimento'), 'Loja');
    await expect(args.onChange).toHaveBeenLastCalledWith('Loja', expect.anything());
  },
};

export const WithError: Story = {
  args: {
    error: 'A base de conhecimento deve ter pelo menos 50 caracteres',
    defaultValue: 'Curta',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Base de Conhecimento')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Somos uma padaria artesanal.' },
};
