import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  height: 40,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.sidebarTextMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&:hover': { background: vars.color.sidebarHover, color: vars.color.sidebarText },
    '&:focus-visible': focusRing,
  },
});

export const accent = style({
  color: vars.color.sidebarAccentText,
  background: vars.color.sidebarAccent,
  selectors: {
    '&:hover': { background: vars.color.sidebarAccentHover, color: vars.color.textInverse },
  },
});
