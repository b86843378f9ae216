import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export { tone } from '../../../theme/tone.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const facts = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

globalStyle(`${fact} dd`, {
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
