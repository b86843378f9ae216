import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

// One card a row on a phone, two on a tablet and beside the sidebar of a 1024 px screen, four
// on a wide screen: each card keeps room for an amount in millions on one line.
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export {
  statCard as card,
  statLabel as label,
  statValue as value,
  statNote as note,
} from '../../../theme/stat-card.css';

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});
