import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

// One card a row on a phone, two on a tablet, four on a wide screen.
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

// A large figure never pushes the grid wider than the screen: it breaks instead.
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
