import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokenValue } from '../../testing/contrast';
import { vars } from '../contract.css';
import { TypographyTokens } from './ScaleTokens';

/**
 * The type of the kit: Inter (latin and latin-ext faces only) for everything, a monospace for
 * codes; the size, weight and line-height scales, each read from the theme and set in the
 * product's own words.
 */
const meta = {
  title: 'Tokens/Typography',
  component: TypographyTokens,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TypographyTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Families, sizes, weights and line heights: the choices a new text has. */
export const Scale: Story = {
  play: async () => {
    const sizes = Object.values(vars.fontSize).map((token) => parseFloat(tokenValue(token)));
    // The scale is named small to large (xs … display); a value out of order breaks the names.
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    const weights = Object.values(vars.fontWeight).map((token) => Number(tokenValue(token)));
    await expect(weights).toEqual([...weights].sort((a, b) => a - b));
  },
};
