import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      error: {
        background: vars.color.dangerSoft,
        borderColor: vars.color.dangerBorder,
        color: vars.color.dangerText,
      },
      success: {
        background: vars.color.successSoft,
        borderColor: vars.color.successBorder,
        color: vars.color.successText,
      },
      warning: {
        background: vars.color.warningSoft,
        borderColor: vars.color.warningBorder,
        color: vars.color.warningText,
      },
      info: {
        background: vars.color.infoSoft,
        borderColor: vars.color.infoBorder,
        color: vars.color.infoText,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ flexShrink: 0, marginTop: 2 });
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const body = style({ color: vars.color.text, overflowWrap: 'anywhere' });
export const action = style({ marginTop: vars.space.sm });
