import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const iconWrap = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const description = style({ color: vars.color.textMuted, maxWidth: 420 });
export const action = style({ marginTop: vars.space.md });
