import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInset } from '../../theme/focus';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 40,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&:hover': { color: vars.color.text },
    // Inside the tab: the list scrolls sideways and would clip a ring drawn outside.
    '&:focus-visible': focusRingInset,
    '&[aria-selected="true"]': { color: vars.color.brandText },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.sm,
      right: vars.space.sm,
      bottom: -1,
      height: 2,
      borderRadius: 2,
      background: vars.color.brand,
    },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  selectors: {
    '&:focus-visible': { ...focusRing, borderRadius: vars.radius.sm },
  },
});
