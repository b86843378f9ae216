import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
});
