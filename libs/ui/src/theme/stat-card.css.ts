import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

// A summary card of figures (the reports' and the finance screen's cards): its label, its value
// and a note under it.

export const statCard = style({
  // The value's size follows the card's width (`cqi`), so a narrow card shrinks its figure.
  containerType: 'inline-size',
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

export const statLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/**
 * A figure is read whole: never broken inside ('R$ 129.3' over '45,25'), it keeps one line and
 * takes a smaller size in a narrow card, down to `lg` (15 characters, 'R$ 1.050.922,69', fit in
 * 10 % of the card's width each).
 */
export const statValue = style({
  margin: 0,
  fontSize: `clamp(${vars.fontSize.lg}, 10cqi, ${vars.fontSize.xxl})`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const statNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
