import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing, focusRingInset } from '../../../theme/focus';

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
  borderCollapse: 'collapse',
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
  textAlign: 'left',
  verticalAlign: 'middle',
});

globalStyle(`${table} td`, { whiteSpace: 'nowrap' });

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceMuted,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&:focus-visible': focusRingInset,
  },
});

export const sortMark = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  selectors: { '&:not([data-sorted="none"])': { color: vars.color.brandText } },
});

export const name = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const nameButton = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.brandText,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRing, borderRadius: vars.radius.sm },
  },
});

// The chips wrap inside a column of reasonable width instead of stretching the row.
export const businesses = style({ minWidth: '12rem', maxWidth: '22rem' });
globalStyle(`${table} td${businesses}`, { whiteSpace: 'normal' });

export const actionsHeader = style({ textAlign: 'right' });
globalStyle(`${table} thead th${actionsHeader}`, { textAlign: 'right' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
});
