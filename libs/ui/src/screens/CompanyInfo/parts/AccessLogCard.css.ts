import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const intro = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const who = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const when = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const none = style({ margin: 0, color: vars.color.textSubtle, fontStyle: 'italic' });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md });
