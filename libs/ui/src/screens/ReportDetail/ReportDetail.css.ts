import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 880,
  width: '100%',
  margin: '0 auto',
  minWidth: 0,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { alignSelf: 'center' } },
});

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Full-width halves on a phone, their own width beside the back link from `tablet`. */
export const action = style({
  flex: '1 1 auto',
  '@media': { [media.tablet]: { flex: '0 0 auto' } },
});

export { loading, problem, problemIcon, problemTitle } from '../../theme/item-states.css';
