import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
});

// One month field, or the range's two side by side (one under the other on a phone).
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  flex: '1 1 16rem',
  minWidth: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 14rem))' } },
});

export const field = style({ minWidth: 0 });

// The Range switch sits on the fields' baseline, as tall as a field.
export const toggle = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
});

// The real checkbox lies unseen over the drawn switch and its word, so a press anywhere on them
// is a press on it.
export const switchInput = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const switchLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  padding: vars.space.xxs,
  selectors: { [`${switchInput}:focus-visible + &`]: focusRing },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  // Both colours keep 3:1 against the card (WCAG 1.4.11): the switch is seen on or off.
  background: vars.color.textSubtle,
  transition: `background ${vars.transition.fast}`,
  selectors: { [`${switchInput}:checked + ${switchLabel} &`]: { background: vars.color.brand } },
});

export const thumb = style({
  position: 'absolute',
  top: '0.1875rem',
  left: '0.1875rem',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.transition.fast}`,
  selectors: {
    [`${switchInput}:checked + ${switchLabel} &`]: { transform: 'translateX(1rem)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const hint = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});
