import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyLogo as logo } from '../../fixtures/logos.fixtures';
import { LogoImage } from './LogoImage';

const meta = {
  title: 'Components/LogoImage',
  component: LogoImage,
  parameters: { layout: 'padded' },
  args: { alt: 'Logo da Padaria Pão Quente', src: logo, size: 'md' },
} satisfies Meta<typeof LogoImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Logo da Padaria Pão Quente' }).tagName).toBe(
      'IMG',
    );
  },
};

export const Missing: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('img', { name: 'Logo da Padaria Pão Quente' });
    await expect(placeholder).toHaveAttribute('data-logo-placeholder');
  },
};

export const FailsToLoad: Story = {
  args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Logo da Padaria Pão Quente' })).toHaveAttribute(
        'data-logo-placeholder',
      ),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <LogoImage {...args} size="sm" alt="Logo pequeno" />
      <LogoImage {...args} size="md" alt="Logo médio" />
      <LogoImage {...args} size="lg" alt="Logo grande" />
      <LogoImage size="lg" alt="Logo ausente" />
    </div>
  ),
};
