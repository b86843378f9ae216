import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../contract.css';
import { ColourTokens, colourContrasts } from './ColourTokens';

/**
 * Every colour of the theme contract with its value, its role and its contrast against the
 * surfaces it sits on, computed in the browser from the theme itself (nothing here is typed by
 * hand, so the page cannot drift from the kit). A new colour is a token in
 * `theme/contract.css.ts`, its value in `theme/theme.css.ts` and its use in
 * `theme/tokens/colour-uses.ts`; the type check asks for all three.
 */
const meta = {
  title: 'Tokens/Colours',
  component: ColourTokens,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ColourTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The palette: a designer choosing a colour for a new state starts here. */
export const Palette: Story = {
  play: async ({ canvasElement, step }) => {
    await step('every colour of the contract has its row', async () => {
      const shown = [...canvasElement.querySelectorAll('tr[data-token]')].map((row) =>
        row.getAttribute('data-token'),
      );
      for (const token of Object.keys(vars.color)) await expect(shown).toContain(token);
    });
    await step('words keep 4.5:1 and controls 3:1 on every surface they sit on', async () => {
      const falling = colourContrasts()
        .filter((pair) => pair.required !== undefined && pair.ratio < pair.required)
        .map((pair) => `${pair.row} on ${String(pair.surface)}: ${pair.ratio.toFixed(2)}`);
      await expect(falling).toEqual([]);
    });
  },
};
