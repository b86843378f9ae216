import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} p`, { margin: 0 });

/** The words to type, as the person must type them. */
export const expected = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'all',
});
