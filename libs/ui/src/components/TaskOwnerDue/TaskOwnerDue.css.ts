import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const meta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const overdue = style([
  meta,
  { color: vars.color.dangerText, fontWeight: vars.fontWeight.medium },
]);
