import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const retry = style({
  border: 'none',
  background: 'transparent',
  padding: 0,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusDanger } },
});
