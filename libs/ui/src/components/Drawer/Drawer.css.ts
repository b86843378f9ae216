import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';
import { fadeIn, slideInLeft } from '../../theme/utils.css';

export const drawer = style({
  margin: 0,
  padding: 0,
  border: 'none',
  height: '100dvh',
  maxHeight: '100dvh',
  width: 'min(300px, 86vw)',
  maxWidth: '86vw',
  background: vars.color.sidebar,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.drawer,
  overflow: 'hidden',
  selectors: {
    '&[open]': {
      display: 'flex',
      flexDirection: 'column',
      animation: `${slideInLeft} 200ms ease-out`,
    },
    '&::backdrop': { background: vars.color.overlay, animation: `${fadeIn} 150ms ease-out` },
  },
});

export const close = style({
  position: 'absolute',
  top: vars.space.lg,
  right: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.sidebarTextMuted,
  cursor: 'pointer',
  zIndex: 1,
  selectors: {
    '&:hover': { background: vars.color.sidebarHover, color: vars.color.sidebarText },
    '&:focus-visible': focusRing,
  },
});
