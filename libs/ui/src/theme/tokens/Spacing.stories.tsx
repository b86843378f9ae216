import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokenValue } from '../../testing/contrast';
import { vars } from '../contract.css';
import { LayerAndMotionTokens, RadiusAndShadowTokens, SpacingTokens } from './ScaleTokens';

/**
 * The lengths of the kit: the space scale every gap and padding takes, the fixed sizes (sidebar,
 * top bar, control heights), the radii and shadows of cards and dialogs, and the layers and
 * transitions. Values are read from the theme.
 */
const meta = {
  title: 'Tokens/Spacing, radii and shadows',
  component: SpacingTokens,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SpacingTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** The space scale and the fixed sizes: the gap between two fields, a control's height. */
export const Spacing: Story = {
  play: async () => {
    const space = Object.values(vars.space).map((token) => parseFloat(tokenValue(token)));
    await expect(space).toEqual(ascending(space));
  },
};

/** Corners and elevations: a badge, a card, a dialog. */
export const RadiiAndShadows: Story = {
  render: () => <RadiusAndShadowTokens />,
  play: async () => {
    const radii = Object.values(vars.radius).map((token) => parseFloat(tokenValue(token)));
    await expect(radii).toEqual(ascending(radii));
  },
};

/** What stacks over what (sticky bar, drawer, dialog, toast) and how fast things move. */
export const LayersAndMotion: Story = {
  render: () => <LayerAndMotionTokens />,
  play: async () => {
    const layers = ['base', 'sticky', 'drawer', 'dialog', 'toast'] as const;
    const values = layers.map((layer) => Number(tokenValue(vars.zIndex[layer])));
    // A toast must show over an open dialog, a dialog over the drawer, the drawer over the bar.
    await expect(values).toEqual(ascending(values));
  },
};
