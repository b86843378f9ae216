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

/** Writing the company's knowledge base: a box that grows taller by its corner. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // A box that can be typed in can be made taller.
    await expect(getComputedStyle(canvas.getByLabelText('Base de Conhecimento')).resize).toBe(
      'vertical',
    );
    await userEvent.type(canvas.getByLabelText('Base de Conhecimento'), 'Loja');
    await expect(args.onChange).toHaveBeenLastCalledWith('Loja', expect.anything());
  },
};

/** A knowledge base too short at registration: the product's message under the box. */
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

/** No resize grip: nothing suggests a box that cannot be typed in can be worked with. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Somos uma padaria artesanal.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('Base de Conhecimento');
    await expect(textarea).toBeDisabled();
    await expect(getComputedStyle(textarea).resize).toBe('none');
  },
};
