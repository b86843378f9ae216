import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ marginTop: vars.space.xs, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
