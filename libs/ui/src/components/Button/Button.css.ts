import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background ${vars.transition.fast}, border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}, color ${vars.transition.fast}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandHover,
          },
          '&:active:not(:disabled)': { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
            color: vars.color.text,
          },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.dangerHover,
          },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.brandText,
        padding: '0 !important',
        height: 'auto !important',
        fontWeight: vars.fontWeight.medium,
        selectors: {
          '&:hover:not(:disabled)': { textDecoration: 'underline' },
        },
      },
    },
    size: {
      sm: {
        height: vars.size.controlSm,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
      },
      md: {
        height: vars.size.controlMd,
        padding: `0 ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
      },
      lg: {
        height: vars.size.controlLg,
        padding: `0 ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export const iconOnly = style({
  paddingLeft: '0 !important',
  paddingRight: '0 !important',
  aspectRatio: '1',
});
