import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const passwordRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const forgot = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.sm,
});

export const submit = style({ marginTop: vars.space.xs });

export const lead = style({ margin: 0, color: vars.color.textMuted });
