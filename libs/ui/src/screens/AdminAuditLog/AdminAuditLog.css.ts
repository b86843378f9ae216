import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// The page's frame is the dashboards' (theme/layout.css.ts).
export { pageStack as root, pageLoading as loading } from '../../theme/layout.css';

/** The filters: one under the other on a phone, two a row on a tablet, all in a row when wide. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr)) auto' },
  },
});

export const clear = style({ justifySelf: 'start' });

export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space.lg },
  },
});

export const kind = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const when = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { gridRow: '1', gridColumn: '2', textAlign: 'end' } },
});

/** Who, on what, from where: label and value pairs that wrap. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

globalStyle(`${facts} > div`, { display: 'flex', gap: vars.space.xxs, minWidth: 0 });
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageNumber = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
