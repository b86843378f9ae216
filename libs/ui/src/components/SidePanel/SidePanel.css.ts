import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const widthVar = createVar();

const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const slideOut = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(100%)' },
});

export const panel = style({
  vars: { [widthVar]: '384px' },
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.drawer,
  outline: 'none',
  '@media': { [media.desktop]: { width: widthVar } },
});

// 300 ms both ways: docs/product.md's close delay is the slide-out.
export const opening = style({
  animation: `${slideIn} 300ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
export const closing = style({
  animation: `${slideOut} 300ms ease-in forwards`,
  pointerEvents: 'none',
  '@media': { [media.reducedMotion]: { animation: 'none', visibility: 'hidden' } },
});

export const handle = style({
  display: 'none',
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: -4,
  width: 8,
  cursor: 'col-resize',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: 3,
      width: 2,
      background: 'transparent',
      transition: `background ${vars.transition.fast}`,
    },
    '&:hover::after': { background: vars.color.brand },
    // The handle is a 2 px bar, so its focus shows as the bar in the focus indicator's colour.
    '&:focus-visible::after': { background: vars.color.focusRing },
  },
  '@media': { [media.desktop]: { display: 'block' } },
});

export const closeRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.md} ${vars.space.md} 0`,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
});
