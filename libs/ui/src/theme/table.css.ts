import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focus';

// The kit's data tables (the reports' comparison, the admin's users): one look, and on a phone
// the table scrolls sideways inside its own box, never the page. The box is a labelled region
// with tabIndex 0 so the keyboard can scroll it. Positioned, so a header's visually hidden words
// (absolutely placed) scroll with it too.

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
});

globalStyle(`${dataTable} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  background: vars.color.surfaceMuted,
});
