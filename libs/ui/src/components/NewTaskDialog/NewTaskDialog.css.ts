import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});
