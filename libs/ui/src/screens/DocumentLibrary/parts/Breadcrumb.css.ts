import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `1px dashed transparent`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  transition: `border-color ${vars.transition.fast}, background ${vars.transition.fast}`,
});

// A dragged file over it: it would go to the root.
export const over = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const icon = style({ flexShrink: 0 });

export const path = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
