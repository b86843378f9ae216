import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { slideUp } from '../../theme/utils.css';

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    animation: `${slideUp} 180ms ease-out`,
    borderLeftWidth: 4,
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
      info: { borderLeftColor: vars.color.brand },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: 2 },
  variants: {
    tone: {
      success: { color: vars.color.successText },
      error: { color: vars.color.dangerText },
      info: { color: vars.color.brandText },
    },
  },
});

export const message = style({ flex: 1, fontWeight: vars.fontWeight.medium, paddingTop: 1 });
