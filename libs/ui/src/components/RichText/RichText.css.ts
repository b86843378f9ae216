import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// Notes without any markup are typed text: their line breaks are the only structure they have.
export const plain = style({ whiteSpace: 'pre-line' });

globalStyle(`${root} ul, ${root} ol`, {
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

globalStyle(`${root} h3`, {
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${root} h4`, {
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${root} > :first-child`, { marginTop: 0 });

// Underlined, not only coloured: a link inside a paragraph must not rely on colour alone.
globalStyle(`${root} a`, {
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  borderRadius: vars.radius.sm,
});

globalStyle(`${root} a:focus-visible`, focusRing);
