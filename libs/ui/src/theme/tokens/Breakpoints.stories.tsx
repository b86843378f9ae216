import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokenValue } from '../../testing/contrast';
import { breakpoints, media } from '../breakpoints';
import { vars } from '../contract.css';
import { BreakpointTokens } from './BreakpointTokens';

/**
 * Where the layout changes, and why at that width: the numbers of `theme/breakpoints.ts`, the
 * media queries every style uses, and which of them match the window the page is seen in.
 */
const meta = {
  title: 'Tokens/Breakpoints',
  component: BreakpointTokens,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof BreakpointTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every breakpoint on a ruler and in a table; the page seen at 1280 px. */
export const Breakpoints: Story = {
  play: async ({ canvasElement }) => {
    // The token is documentation of the number; they must say the same.
    await expect(tokenValue(vars.breakpoint.desktop)).toBe(`${breakpoints.desktop}px`);
    const rows = canvasElement.querySelectorAll('tr[data-token^="breakpoints."]');
    await expect(rows).toHaveLength(Object.keys(breakpoints).length);
    await expect(window.matchMedia(media.desktop).matches).toBe(true);
  },
};
