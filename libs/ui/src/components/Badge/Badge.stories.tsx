import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, RoleBadge, badgeRoles, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: { layout: 'centered' },
  args: { children: 'DRE pendente', tone: 'warning' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      {badgeTones.map((tone) => (
        <Badge key={`${tone}-dot`} tone={tone} dot>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

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
    // 'ordinary', 'user' and 'waiting' all read Usuário (SPEC has no waiting badge).
    await expect(canvas.getAllByText('Usuário')).toHaveLength(3);
  },
};
