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

/** A company that uploaded its logo. */
export const WithLogo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Logo da Padaria Pão Quente' }).tagName).toBe(
      'IMG',
    );
  },
};

/** A company that has no logo: the placeholder, still named for screen readers. */
export const Missing: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('img', { name: 'Logo da Padaria Pão Quente' });
    await expect(placeholder).toHaveAttribute('data-logo-placeholder');
  },
};

/** A logo whose file cannot be shown (broken or gone): the placeholder replaces it. */
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

/**
 * The three sizes and the placeholder: sm on a company's card in the admin's grid, lg on the
 * company page, its detail, its form and the report; md is the default.
 */
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
