import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const placeholder = style({
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const size = styleVariants({
  sm: { width: 40, height: 40 },
  md: { width: 64, height: 64 },
  lg: { width: 96, height: 96 },
});

// Logos come in every aspect ratio; contain keeps them whole inside the square.
export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
