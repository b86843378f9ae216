import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';
import { proseLink } from '../RichText/RichText.css';

// Normal flow (inline marks stay on their line); blocks are spaced by their margins.
export const root = style({
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${root} p, ${root} ul, ${root} ol, ${root} pre, ${root} blockquote`, {
  marginBottom: 0,
});

globalStyle(`${root} ul, ${root} ol`, { paddingLeft: vars.space.xl });
globalStyle(`${root} li + li`, { marginTop: vars.space.xxs });

// Every heading of an answer is an h2 (the page's outline); its markdown level sets its size.
export const heading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-level="1"]': { fontSize: vars.fontSize.xl },
    '&[data-level="2"]': { fontSize: vars.fontSize.lg },
    [`${root} > * + &`]: { marginTop: vars.space.md },
  },
});

globalStyle(`${root} a`, proseLink);
globalStyle(`${root} a:focus-visible`, focusRing);

globalStyle(`${root} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

// A code block wraps its long lines instead of scrolling: nothing to reach by keyboard.
globalStyle(`${root} pre`, {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
globalStyle(`${root} pre code`, {
  padding: 0,
  border: 'none',
  background: 'none',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${root} blockquote`, {
  marginLeft: 0,
  marginRight: 0,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

globalStyle(`${root} hr`, {
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

// A wide table scrolls sideways inside the bubble; the box takes focus so keys scroll it.
export const tableScroll = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  borderCollapse: 'collapse',
  minWidth: '100%',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th`, {
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });

// A suggested question of an answer: a small outlined button that asks it.
export const suggestion = style({
  font: 'inherit',
  color: vars.color.brandText,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.brandBorder}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&:hover': { background: vars.color.brandSoftHover },
    '&:focus-visible': focusRing,
  },
});
