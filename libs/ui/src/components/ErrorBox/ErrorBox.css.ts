import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

export const retry = style({
  border: 'none',
  background: 'transparent',
  padding: 0,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
