import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorBox } from './ErrorBox';

const meta = {
  title: 'Components/ErrorBox',
  component: ErrorBox,
  parameters: { layout: 'padded' },
  args: {
    children: 'Falha ao carregar reuniões. Por favor, tente novamente.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The meetings could not be loaded (the server did not answer): the reason and 'Tentar novamente'.
 */
export const ErrorWithRetry: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
