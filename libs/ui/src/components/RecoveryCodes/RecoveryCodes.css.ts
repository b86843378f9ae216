import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.md });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
