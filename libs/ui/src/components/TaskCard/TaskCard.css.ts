import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInset } from '../../theme/focus';

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  transition: `box-shadow ${vars.transition.fast}, border-color ${vars.transition.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm } },
});

// The place the card left: a dashed outline in brand colours, readable (no fading opacity).
export const dragging = style({
  borderStyle: 'dashed',
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  boxShadow: 'none',
});

export const overlay = style({
  boxShadow: vars.shadow.lg,
  borderColor: vars.color.brand,
  cursor: 'grabbing',
});

export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  cursor: 'grab',
  // Touch scrolling stays possible; the pointer sensor only starts after a small move.
  touchAction: 'manipulation',
  // Inside the card's edge: the column scrolls and would clip a ring drawn outside.
  selectors: { '&:focus-visible': focusRingInset },
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const date = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const trash = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: `${vars.space.sm} ${vars.space.sm} 0 0`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.dangerSoft, color: vars.color.dangerText },
    '&:focus-visible': focusRing,
  },
});
