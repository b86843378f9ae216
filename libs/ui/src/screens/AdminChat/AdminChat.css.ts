import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: '100%',
});

// The conversation takes the room between the header and the composer.
export const conversation = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
});

export const examples = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const example = style({ whiteSpace: 'normal', textAlign: 'left', height: 'auto' });

// Where the window scrolls to for the newest message: below the composer, so the last bubble
// ends right above it.
export const end = style({ height: 0 });
