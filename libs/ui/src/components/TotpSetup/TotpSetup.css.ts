import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const qr = style({
  alignSelf: 'center',
  width: '12rem',
  height: '12rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const key = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  wordBreak: 'break-all',
  background: vars.color.surfaceMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
