import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  parameters: { layout: 'padded' },
  args: { name: 'calendar' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon that stands alone and means something, so it is read out ('Calendário'). */
export const Labelled: Story = {
  args: { label: 'Calendário' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Calendário' })).toBeVisible();
  },
};

/** Every icon of the kit; decorative icons are hidden from assistive technology. */
export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
      }}
    >
      {iconNames.map((name) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} />
          <code>{name}</code>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      iconNames.length,
    );
  },
};
