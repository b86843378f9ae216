import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const action = style({ marginTop: vars.space.lg });
