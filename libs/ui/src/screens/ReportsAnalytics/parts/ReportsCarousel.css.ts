import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing, focusRingInset } from '../../../theme/focus';

export { tone } from '../../../theme/tone.css';

/** The space between two monthly cards. */
const CAROUSEL_GAP = vars.space.lg;

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const controls = style({ display: 'flex', gap: vars.space.sm });

export const flipped = style({ transform: 'scaleX(-1)' });

export const strip = style({
  listStyle: 'none',
  margin: 0,
  // Room for the cards' focus rings inside the scrolling box, which clips.
  padding: vars.space.xs,
  display: 'flex',
  gap: CAROUSEL_GAP,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.xs,
  overscrollBehaviorX: 'contain',
});

// A card plus the gap is exactly one button step, so a step lands on the next card's snap point.
export const item = style({
  flex: '0 0 auto',
  width: `calc(300px - ${CAROUSEL_GAP})`,
  maxWidth: '85%',
  scrollSnapAlign: 'start',
  display: 'flex',
});

const cardBase = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  textAlign: 'left',
  textDecoration: 'none',
  font: 'inherit',
} as const;

export const card = style({
  ...cardBase,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.xs,
  color: vars.color.text,
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    '&:focus-visible': focusRingInset,
  },
});

export const missing = style({
  ...cardBase,
  cursor: 'pointer',
  background: vars.color.dangerSoft,
  border: `1px solid ${vars.color.dangerBorder}`,
  color: vars.color.dangerText,
  selectors: {
    '&:hover': { borderColor: vars.color.danger },
    '&:focus-visible': focusRing,
  },
});

export const month = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const missingText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const missingAction = style({ marginTop: 'auto', fontWeight: vars.fontWeight.semibold });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const rowLabel = style({ color: vars.color.textMuted });

export const rowValue = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
