import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.xs,
  cursor: 'text',
  selectors: {
    // The box is the field: the input inside draws nothing of its own.
    '&:focus-within': { borderColor: vars.color.brand, ...focusRing },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const list = style({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  height: 28,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const fixedChip = style({ paddingRight: vars.space.sm });

export const fixedTag = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoftHover },
    '&:focus-visible': focusRing,
  },
});

export const input = style({
  flex: '1 0 160px',
  minWidth: 0,
  height: 30,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  selectors: { '&::placeholder': { color: vars.color.textSubtle, opacity: 1 } },
});
