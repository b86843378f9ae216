import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

// Layouts several screens share, so a form looks the same wherever it is.

/** Form fields: one column on phones, two from `media.tablet` up. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field of `formGrid` that spans both columns (long texts, lists). */
export const formGridFull = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});
