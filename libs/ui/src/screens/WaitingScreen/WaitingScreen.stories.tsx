import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WaitingScreen } from './WaitingScreen';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Screens/Waiting',
  component: WaitingScreen,
  parameters: ownFrameOnDocsPage,
  args: { onBackToLogin: fn() },
} satisfies Meta<typeof WaitingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A registered person back on the portal before approval, with no name in the session: the thanks
 * without a name; 'Voltar para o Login' signs out.
 */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Obrigado pelo cadastro!',
    );
    await expect(canvas.getByText('Seu cadastro está em análise.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o Login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

/** Right after registering: the thanks name the person. */
export const WithName: Story = { args: { userName: 'Ana' } };

/** The same on a 360 px phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
