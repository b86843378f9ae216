import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

// Layouts several screens share, so a form looks the same wherever it is.

/** Form fields: one column on phones, two from `media.tablet` up. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field of `formGrid` that spans both columns (long texts, lists). */
export const formGridFull = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

/** A form in a dialog: fields one under the other. */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A dialog form's buttons: at its end, the main one last (first to wrap on a narrow phone). */
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

/** A dashboard page: its header and sections one under the other, centred on wide screens. */
export const pageStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  minWidth: 0,
});

/** The sections of a loaded page, one under the other. */
export const sectionStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

/** Where a page's spinner sits while its data loads. */
export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxxl,
});

/**
 * A titled section at the foot of a panel, set off by a rule (the profile's data download and
 * account erasure, the company detail's data export).
 */
export const footSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const footSectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

/** What the section's action does, under its title. */
export const footSectionHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** The buttons keep their own width; on a phone one may take the whole line. */
export const footSectionActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
