import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../contract.css';

// The token pages' own look: the kit's data table with room for swatches and samples.

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.background,
});

export const intro = style({ maxWidth: '72ch', color: vars.color.textMuted });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

globalStyle(`${page} td, ${page} th[scope="row"]`, { verticalAlign: 'top', textAlign: 'left' });

export const swatch = style({
  display: 'block',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const pairs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pair = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  minWidth: 84,
  fontSize: vars.fontSize.xs,
});

/** A surface with the colour on it: 'Aa' for words, a bar for everything else. */
export const sample = style({
  display: 'grid',
  placeItems: 'center',
  width: 84,
  height: 40,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const sampleBar = style({ width: 48, height: 6, borderRadius: vars.radius.full });

export const verdict = style({ fontWeight: vars.fontWeight.semibold });

export const falls = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold });

export const bar = style({
  height: 16,
  background: vars.color.brand,
  borderRadius: vars.radius.sm,
});

export const shape = style({
  width: 96,
  height: 64,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const ruler = style({
  position: 'relative',
  height: 32,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const rulerMark = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 2,
  background: vars.color.brand,
});

export const ringSamples = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ringSurface = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

/** A box drawn as if focused, so the ring shows without a keyboard. */
export const ringBox = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
});
