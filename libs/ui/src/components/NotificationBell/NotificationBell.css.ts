import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInset } from '../../theme/focus';
import { fadeIn } from '../../theme/utils.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.border },
    '&:focus-visible': focusRing,
  },
});

export const badge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: 11,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '18px',
  textAlign: 'center',
});

// Under the bell, against the screen's right edge; on a phone nearly the whole width.
export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  right: 0,
  zIndex: vars.zIndex.sticky,
  width: 360,
  maxWidth: `calc(100vw - ${vars.space.lg})`,
  maxHeight: '70vh',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} 120ms ease-out`,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({ listStyle: 'none', margin: 0, padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRingInset,
  },
});

export const unreadItem = style([
  item,
  { color: vars.color.text, fontWeight: vars.fontWeight.medium },
]);

export const dot = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  marginTop: 6,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});

export const state = style({
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  margin: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

export const retry = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
