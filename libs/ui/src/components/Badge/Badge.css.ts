import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: 22,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceHover,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
      brand: {
        background: vars.color.brandSoft,
        color: vars.color.brandText,
        borderColor: vars.color.brandBorder,
      },
      success: {
        background: vars.color.successSoft,
        color: vars.color.successText,
        borderColor: vars.color.successBorder,
      },
      warning: {
        background: vars.color.warningSoft,
        color: vars.color.warningText,
        borderColor: vars.color.warningBorder,
      },
      danger: {
        background: vars.color.dangerSoft,
        color: vars.color.dangerText,
        borderColor: vars.color.dangerBorder,
      },
      info: {
        background: vars.color.infoSoft,
        color: vars.color.infoText,
        borderColor: vars.color.infoBorder,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const dot = style({
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
