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
