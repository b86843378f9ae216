import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus';

export const region = style({
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

// One column on a phone, two from a dialog wide enough for them.
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.wideDialog]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const full = style({ '@media': { [media.wideDialog]: { gridColumn: '1 / -1' } } });

globalStyle(`${item} dt`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${item} dd`, { margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });

export const breakable = style({ overflowWrap: 'anywhere' });

export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
