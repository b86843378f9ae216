import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';
import { media } from '../../theme/breakpoints';

export const root = style({ maxWidth: 960, width: '100%', margin: '0 auto' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// The whole card is clickable through the title link's ::after, so the link's accessible name
// stays the title alone instead of the title, date and overview read in one breath.
export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    // The title link covers the card, so the card shows its focus.
    '&:has(a:focus-visible)': { borderColor: vars.color.brand, ...focusRing },
  },
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    [`${item}:hover &`]: { color: vars.color.brandText },
  },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textSubtle, marginTop: 2 });

export const date = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const overview = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} 0`,
  color: vars.color.textMuted,
});
