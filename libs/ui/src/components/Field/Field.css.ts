import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The quieter label of a control in a toolbar, beside the content it sorts or filters. */
export const labelCompact = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const optional = style({
  color: vars.color.textSubtle,
  fontWeight: vars.fontWeight.regular,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
});

export const errorIcon = style({ flexShrink: 0, marginTop: 1 });

// Shared by <input> and <textarea>.
export const control = style({
  width: '100%',
  minWidth: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  padding: `0 ${vars.space.md}`,
  boxShadow: vars.shadow.xs,
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textSubtle },
    '&:focus, &:focus-visible': { borderColor: vars.color.brand, ...focusRing },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const input = style({ height: vars.size.controlMd });

export const textarea = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  minHeight: 88,
  // A grip on a box that cannot be typed in suggests it can.
  selectors: { '&:disabled': { resize: 'none' } },
});

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withTrailing = style({ paddingRight: 44 });
export const withLeading = style({ paddingLeft: 38 });

export const leading = style({
  position: 'absolute',
  left: vars.space.md,
  display: 'flex',
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

export const trailing = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'flex',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});
