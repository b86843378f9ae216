import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoleBadge, badgeRoles } from './RoleBadge';

const meta = {
  title: 'Components/RoleBadge',
  component: RoleBadge,
  parameters: { layout: 'centered' },
  args: { role: 'admin' },
  argTypes: { role: { control: 'inline-radio', options: badgeRoles } },
} satisfies Meta<typeof RoleBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every role as a badge shows it, in the top bar, the users table and a company's people. */
export const Roles: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeRoles.map((role) => (
        <RoleBadge key={role} role={role} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(canvas.getByText('Conselho')).toBeVisible();
    // 'ordinary', 'user' and 'waiting' all read Usuário (docs/product.md has no waiting badge).
    await expect(canvas.getAllByText('Usuário')).toHaveLength(3);
  },
};
