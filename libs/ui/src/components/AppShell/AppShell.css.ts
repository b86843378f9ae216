import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const shell = style({
  minHeight: '100vh',
  background: vars.color.background,
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: `${vars.size.sidebarWidth} minmax(0, 1fr)`,
    },
  },
});

export const aside = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      position: 'sticky',
      top: 0,
      height: '100vh',
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: '100vh',
});

export const menuButton = style({
  '@media': { [media.desktop]: { display: 'none !important' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
    [media.desktop]: { padding: `${vars.space.xxl} ${vars.space.xxl}` },
  },
  selectors: { '&:focus': { outline: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.md } },
});
