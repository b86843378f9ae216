import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const confirmEmail = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const confirmIcon = style({ color: vars.color.brandText, flexShrink: 0 });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });
