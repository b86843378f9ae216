import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus';

export { visuallyHidden as hidden } from '../../../theme/utils.css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.md },
  },
});

export const text = style({
  margin: 0,
  flex: 1,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
