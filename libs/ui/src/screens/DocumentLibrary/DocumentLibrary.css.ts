import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxxl,
});

// Phones: Back and the breadcrumb on one line, the search under them; tablets and up: one row.
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const search = style({
  '@media': { [media.tablet]: { flex: '0 1 320px' } },
});

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
} as const;

// As many columns as fit: folders at least 220 px wide; files 148 px, so two fit a 360 px phone.
export const folderGrid = style({
  ...grid,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});
export const fileGrid = style({
  ...grid,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 148px), 1fr))',
});

export const gridItem = style({ display: 'flex', minWidth: 0, listStyle: 'none' });
