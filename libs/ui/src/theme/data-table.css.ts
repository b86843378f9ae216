import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focus';

// A table of figures as the reports' comparison and the admin finance screen draw it. On a phone
// it scrolls sideways inside its box (`tableScroll`, focusable and labelled by the screen), never
// the page.

/** The scrolling box. Positioned, so visually hidden words in the headers scroll with it too. */
export const tableScroll = style({
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusRing },
});

export const dataTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const tableCaption = style({
  padding: vars.space.md,
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${dataTable} th, ${dataTable} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});

globalStyle(`${dataTable} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  background: vars.color.surfaceMuted,
});

/** A figure's cell (and its header): right-aligned, digits of one width. */
export const numberCell = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${dataTable} thead th${numberCell}`, { textAlign: 'right' });
