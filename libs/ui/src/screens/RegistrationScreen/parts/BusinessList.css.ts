import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const listBox = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  maxHeight: 264,
  overflowY: 'auto',
  background: vars.color.surface,
  margin: 0,
  padding: vars.space.xs,
  minWidth: 0,
});

export const listBoxInvalid = style({ borderColor: vars.color.danger });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-checked="true"]': { background: vars.color.brandSoft, color: vars.color.brandText },
  },
});

export const radio = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.brand,
  flexShrink: 0,
});

export const optionIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const listState = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const legend = style({
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xs,
  padding: 0,
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const error = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
