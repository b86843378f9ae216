import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: { layout: 'centered' },
  args: { children: 'DRE pendente', tone: 'warning' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company whose last month's report has not arrived: 'DRE pendente' on its card. */
export const Default: Story = {};

/** Every tone, with and without the dot. */
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
