import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { SidebarAction } from './SidebarAction';

// On the sidebar's dark surface, where it always sits.
const meta = {
  title: 'Components/SidebarAction',
  component: SidebarAction,
  decorators: [
    (Story) => (
      <div style={{ width: 248, padding: 12, background: vars.color.sidebar }}>{Story()}</div>
    ),
  ],
  args: { icon: 'logOut', children: 'Log Out', onClick: fn() },
} satisfies Meta<typeof SidebarAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The action at the sidebar's foot: 'Log Out'. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** An admin viewing a company (spy mode): the highlighted 'Return to Admin'. */
export const Accent: Story = {
  args: { icon: 'arrowLeft', children: 'Return to Admin', accent: true },
};
