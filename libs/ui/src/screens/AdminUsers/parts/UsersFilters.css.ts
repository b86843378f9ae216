import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const search = style({ flex: '1 1 16rem', minWidth: 0 });

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

// One field under the other on a phone; side by side, the clear button at the end, from tablet.
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr)) auto', alignItems: 'end' },
  },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const clear = style({ display: 'flex', justifyContent: 'flex-end' });
