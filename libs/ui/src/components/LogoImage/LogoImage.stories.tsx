import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LogoImage } from './LogoImage';

// A tiny inline SVG logo, so the story needs no network.
const logo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#b45309"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">PQ</text></svg>',
)}`;

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
