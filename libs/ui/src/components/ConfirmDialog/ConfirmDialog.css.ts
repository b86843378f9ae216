import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const error = style({ marginTop: vars.space.md });
