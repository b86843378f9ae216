import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingInset } from '../../theme/focus';
import { fadeIn } from '../../theme/utils.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const chevron = style({ transform: 'rotate(90deg)' });

export const list = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.sticky,
  minWidth: 200,
  maxWidth: `calc(100vw - ${vars.space.xl})`,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} 120ms ease-out`,
});

export const align = styleVariants({ start: { left: 0 }, end: { right: 0 } });

// Items are as tall as a medium control, so a finger finds them too.
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRingInset,
  },
});

export const danger = style({ color: vars.color.dangerText });
