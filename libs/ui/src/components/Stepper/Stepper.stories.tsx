import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  parameters: { layout: 'padded' },
  args: { steps: ['Dados pessoais', 'Empresa'], current: 0 },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dados pessoais').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const SecondStep: Story = {
  args: { current: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Empresa').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};
