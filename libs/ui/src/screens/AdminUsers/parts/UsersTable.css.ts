import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing, focusRingInset } from '../../../theme/focus';
import { dataTable } from '../../../theme/table.css';

export { tableScroll as wrapper, tableCaption as caption } from '../../../theme/table.css';

export const table = style([dataTable]);

globalStyle(`${table} th, ${table} td`, { textAlign: 'left', verticalAlign: 'middle' });
globalStyle(`${table} td, ${table} thead th`, { whiteSpace: 'nowrap' });

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

/** The role and, when asked, 'Exclusão pedida', side by side. */
export const roleCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

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
