import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space.lg,
  right: vars.space.lg,
  bottom: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { left: 'auto', width: 380 },
    [media.desktop]: { right: vars.space.xl, bottom: vars.space.xl },
  },
});
