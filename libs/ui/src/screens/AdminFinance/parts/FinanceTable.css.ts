import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { dataTable } from '../../../theme/table.css';
import { focusRingInset } from '../../../theme/focus';

export { tone } from '../../../theme/tone.css';

// The kit's data table (theme/table.css.ts), with sort buttons in its headers, a Total row and
// the company's name kept in view.
export { tableScroll as wrapper, tableCaption as caption } from '../../../theme/table.css';

// Separate borders: a sticky cell keeps its own (collapsed ones would scroll away under it).
export const table = style([dataTable, { borderCollapse: 'separate', borderSpacing: 0 }]);

globalStyle(`${table} th, ${table} td`, { whiteSpace: 'nowrap', verticalAlign: 'top' });

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

// The header's button carries the padding, so the whole cell is pressable.
globalStyle(`${table} thead th`, { padding: 0 });

globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  fontWeight: vars.fontWeight.bold,
  borderTop: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

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
