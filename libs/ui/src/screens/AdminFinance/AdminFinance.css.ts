import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  minWidth: 0,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxxl,
});
