import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus';

/** docs/product.md, Limits: the question's box grows with its text from 44 px to 120 px, then scrolls. */
export const TEXTAREA_MIN_HEIGHT = 44;
export const TEXTAREA_MAX_HEIGHT = 120;

// Stays at the bottom of the window while the conversation scrolls under it.
export const root = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  background: vars.color.background,
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  minHeight: TEXTAREA_MIN_HEIGHT,
  maxHeight: TEXTAREA_MAX_HEIGHT,
  height: TEXTAREA_MIN_HEIGHT,
  resize: 'none',
  overflowY: 'hidden',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:focus-visible': focusRing,
    '&[data-scrolls]': { overflowY: 'auto' },
  },
});

export const send = style({
  flexShrink: 0,
  width: TEXTAREA_MIN_HEIGHT,
  height: TEXTAREA_MIN_HEIGHT,
});

export const stop = style({ flexShrink: 0, height: TEXTAREA_MIN_HEIGHT });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
