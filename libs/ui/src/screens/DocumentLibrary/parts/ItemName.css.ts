import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const box = style({ position: 'relative', minWidth: 0 });

// Two lines, then '…': enough to tell most names apart, and a grid of even cards.
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

// The whole name over the card, where the cut one starts: it covers, never pushes, the cards
// around it, so pointing at a card does not move the grid.
export const fullName = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  left: `calc(-1 * ${vars.space.xs})`,
  right: `calc(-1 * ${vars.space.xs})`,
  zIndex: vars.zIndex.sticky,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  pointerEvents: 'none',
});
