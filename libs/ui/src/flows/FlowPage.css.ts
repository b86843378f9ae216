import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.background,
});

export const part = style({ display: 'grid', gap: vars.space.md });

export const partTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const states = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0 });

export const state = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A state no story shows: the gap the page is there to make visible. */
export const missing = style({
  borderColor: vars.color.dangerBorder,
  background: vars.color.dangerSoft,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const name = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const link = style({ color: vars.color.brandText });
