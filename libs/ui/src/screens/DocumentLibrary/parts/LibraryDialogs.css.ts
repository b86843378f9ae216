import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus';

export { dialogForm as form, dialogActions as actions } from '../../../theme/layout.css';

export const fileInput = style({
  width: '100%',
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progressText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const targets = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const target = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const targetIcon = style({ flexShrink: 0, color: vars.color.brandText });

// The viewer fills the screen's height left by the dialog's title and buttons, so the dialog's
// body never scrolls around it (a scrolling box with nothing focusable in it is out of reach).
const viewerHeight = 'max(120px, calc(100dvh - 260px))';

export const frame = style({
  display: 'block',
  width: '100%',
  height: viewerHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: viewerHeight,
  margin: '0 auto',
  objectFit: 'contain',
});

export const text = style({
  margin: 0,
  maxHeight: viewerHeight,
  overflow: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
