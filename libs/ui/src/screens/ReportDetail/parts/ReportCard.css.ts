import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/breakpoints';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const business = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const month = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
});

export const filled = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const figureLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const tone = styleVariants({
  profit: { color: vars.color.successText },
  loss: { color: vars.color.dangerText },
});

export const answers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const question = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const response = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });
