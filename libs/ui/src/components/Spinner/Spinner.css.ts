import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { spin } from '../../theme/utils.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.brand,
});

export const circle = style({
  display: 'block',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});

export const size = styleVariants({
  sm: { width: 14, height: 14 },
  md: { width: 22, height: 22, borderWidth: 2.5 },
  lg: { width: 36, height: 36, borderWidth: 3 },
});

export const inherit = style({ color: 'inherit' });
