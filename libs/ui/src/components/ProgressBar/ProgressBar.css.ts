import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

const trackBase = style({
  height: 3,
  background: vars.color.brandSoft,
  pointerEvents: 'none',
});

export const track = styleVariants({
  top: [trackBase, { position: 'fixed', top: 0, left: 0, right: 0, zIndex: vars.zIndex.toast }],
  // The same bar in its container's flow, a little taller to be seen there, with round ends.
  inline: [
    trackBase,
    { position: 'relative', height: 6, borderRadius: vars.radius.full, overflow: 'hidden' },
  ],
});

export const bar = style({
  height: '100%',
  background: vars.color.brand,
  borderRadius: `0 ${vars.radius.full} ${vars.radius.full} 0`,
  transition: 'width 200ms ease-out',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
