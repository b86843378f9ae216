import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextLink } from './TextLink';
import { routes } from '@portal/domain';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  parameters: { layout: 'centered' },
  args: { href: routes.register, children: 'Cadastre-se', onNavigate: fn() },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Cadastre-se' under the login form: a real link, whose plain click the portal's router follows.
 */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Cadastre-se' });
    await expect(link).toHaveAttribute('href', routes.register);
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.register);
  },
};
