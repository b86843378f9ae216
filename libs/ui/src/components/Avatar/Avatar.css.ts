import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
  border: `1px solid ${vars.color.border}`,
});

export const size = styleVariants({
  sm: { width: 28, height: 28, fontSize: vars.fontSize.xs },
  md: { width: 36, height: 36, fontSize: vars.fontSize.sm },
  lg: { width: 72, height: 72, fontSize: vars.fontSize.xl },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
