import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';
import { media } from '../../theme/breakpoints';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
  border: `1px solid ${vars.color.border}`,
});

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  transition: `background ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-checked="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const input = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

// On the narrowest phones the words matter more than the icons.
export const icon = style({
  flexShrink: 0,
  '@media': { [media.narrowPhone]: { display: 'none' } },
});
