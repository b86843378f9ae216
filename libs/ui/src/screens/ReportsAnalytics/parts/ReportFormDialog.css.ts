import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export { tone } from '../../../theme/tone.css';
export { dialogForm as form, dialogActions as actions } from '../../../theme/layout.css';
export { formGrid as grid, formGridFull as full } from '../../../theme/layout.css';

// The external chat form: the dialog's width, most of the viewport's height.
export const frame = style({
  display: 'block',
  width: '100%',
  height: '70vh',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const results = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${result} dd`, {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
