import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing, focusRingInset } from '../../../theme/focus';

export { tone } from '../../../theme/tone.css';

// On a phone the table scrolls sideways inside its box, never the page.
export const wrapper = style({
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  padding: vars.space.md,
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  padding: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceMuted,
});

globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: vars.fontWeight.bold,
  borderTop: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

// The company's name stays in view while the figures scroll under it.
export const business = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  minWidth: '10rem',
  maxWidth: '16rem',
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surface,
  // A long name wraps (doubled class: over the table's nowrap cells).
  selectors: { '&&': { whiteSpace: 'normal' } },
});

export const businessHeader = style([business, { zIndex: 2 }]);

export const months = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

// The whole header cell is the button; the ring is drawn inside it (the box would clip it).
export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRingInset,
    [`${number} &`]: { justifyContent: 'flex-end' },
  },
});

export const sortIcon = style({ flexShrink: 0, opacity: 0.55 });
export const sortIconActive = style({ flexShrink: 0, color: vars.color.brandText });
