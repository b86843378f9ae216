import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  width: '100%',
  background: vars.color.sidebar,
  color: vars.color.sidebarText,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.logoGradientStart}, ${vars.color.brandActive})`,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  boxShadow: `inset 0 1px 0 ${vars.color.logoHighlight}`,
  flexShrink: 0,
});

export const productName = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
});

export const header = style({
  padding: `0 ${vars.space.xl} ${vars.space.md}`,
  color: vars.color.sidebarTextMuted,
  fontSize: vars.fontSize.sm,
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.sidebarTextMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  transition: `background ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.sidebarHover, color: vars.color.sidebarText },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.sidebarActive,
      color: vars.color.sidebarText,
    },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      left: -12,
      top: 8,
      bottom: 8,
      width: 3,
      borderRadius: '0 3px 3px 0',
      background: vars.color.sidebarIndicator,
    },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.sidebarBorder}`,
});
