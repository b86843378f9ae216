import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
