import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/breakpoints';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

// A card's shape (TaskCard's surface, border and padding) with bars where its title and date go.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
});

const bar = style({
  display: 'block',
  height: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  // Still bars for people who asked for less motion: the shape says "loading" well enough.
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const titleBar = style([bar, { width: '80%' }]);
export const shortTitleBar = style([bar, { width: '55%' }]);
export const dateBar = style([bar, { width: '40%', height: vars.space.sm }]);
