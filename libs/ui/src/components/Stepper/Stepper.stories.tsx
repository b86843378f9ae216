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

/** Registration opened: 'Dados pessoais' is the current step, 'Empresa' next. */
export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dados pessoais').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** Past the personal data: its step shows a check and 'Empresa' is current. */
export const SecondStep: Story = {
  args: { current: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Empresa').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};
