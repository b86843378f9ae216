import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

// Normal flow, not a flexbox: the notes' text, <strong> and <mark> are inline content and stay on
// the line they belong to (a flex container would make each one its own full-width row).
// Blocks (paragraphs, lists, headings) are spaced by their margins instead of a gap.
export const root = style({
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// Notes without any markup are typed text: their line breaks are the only structure they have.
export const plain = style({ whiteSpace: 'pre-line' });

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > * + *`, { marginTop: vars.space.sm });

globalStyle(`${root} ul, ${root} ol`, {
  marginBottom: 0,
  paddingLeft: vars.space.xl,
});

globalStyle(`${root} li + li`, { marginTop: vars.space.xxs });

globalStyle(`${root} > * + h3`, { marginTop: vars.space.lg });

globalStyle(`${root} h3`, {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${root} > * + h4`, { marginTop: vars.space.md });

globalStyle(`${root} h4`, {
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/**
 * A link inside running text (notes, the chat's answers): underlined, not only coloured, so it
 * does not rely on colour alone.
 */
export const proseLink = {
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  borderRadius: vars.radius.sm,
} as const;

globalStyle(`${root} a`, proseLink);
globalStyle(`${root} a:focus-visible`, focusRing);
