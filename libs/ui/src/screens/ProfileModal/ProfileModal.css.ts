import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focus';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const identityName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const identityEmail = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.wideDialog]: { gridTemplateColumns: '160px minmax(0, 1fr)' } },
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const definition = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const empty = style({ color: vars.color.textSubtle, fontStyle: 'italic' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [media.wideDialog]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const full = style({
  '@media': { [media.wideDialog]: { gridColumn: '1 / -1' } },
});

export const pictureRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const pictureControls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const pictureHint = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const pictureError = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} 0`,
  color: vars.color.textMuted,
});

export const mailSwitches = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const mailLegend = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const mailSwitch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const mailCheckbox = style({
  width: vars.space.lg,
  height: vars.space.lg,
  margin: 0,
  accentColor: vars.color.brand,
  ':focus-visible': focusRing,
  selectors: { '&:disabled': { cursor: 'wait' } },
});
