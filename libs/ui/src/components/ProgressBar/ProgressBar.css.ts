import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: vars.zIndex.toast,
  background: vars.color.brandSoft,
  pointerEvents: 'none',
});

export const bar = style({
  height: '100%',
  background: vars.color.brand,
  borderRadius: `0 ${vars.radius.full} ${vars.radius.full} 0`,
  transition: 'width 200ms ease-out',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
