import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text },
    '&[data-state="done"]': { color: vars.color.textMuted },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surface,
  selectors: {
    [`${item}[data-state="current"] &`]: {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${item}[data-state="done"] &`]: {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandText,
    },
  },
});

export const line = style({
  width: 32,
  marginRight: vars.space.xs,
  height: 1.5,
  background: vars.color.borderStrong,
});
