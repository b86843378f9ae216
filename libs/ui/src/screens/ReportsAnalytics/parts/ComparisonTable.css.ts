import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus';

export { tone } from '../../../theme/tone.css';
export { visuallyHidden as hidden } from '../../../theme/utils.css';

// On a phone the table scrolls sideways inside its box, never the page.
// Positioned, so the headers' visually hidden words (absolutely placed) scroll with it too.
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
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  background: vars.color.surfaceMuted,
});

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} thead th${number}`, { textAlign: 'right' });

export const month = style({ fontWeight: vars.fontWeight.medium, textAlign: 'left' });

export const percent = style({ display: 'block', fontSize: vars.fontSize.xs });
