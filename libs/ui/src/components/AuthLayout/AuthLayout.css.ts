import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// Top-aligned, not centred: a centred card moves up by half of whatever appears in it (an
// error under a field, a message), so the field being typed in would jump away. The top
// padding grows with the window, to sit the card in its upper part on a large screen.
export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  background: `radial-gradient(1200px 600px at 50% -10%, ${vars.color.brandSoft}, transparent 70%), ${vars.color.background}`,
  '@media': {
    [media.tablet]: {
      padding: `clamp(${vars.space.xxxl}, 12vh, 128px) ${vars.space.xl} ${vars.space.xxxl}`,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  color: vars.color.text,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.logoGradientStart}, ${vars.color.brandActive})`,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
});

export const card = style({
  width: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
  '@media': { [media.tablet]: { padding: vars.space.xxl } },
});

export const narrow = style({ maxWidth: 420 });
export const wide = style({ maxWidth: 640 });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.xl,
});

export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const subtitle = style({ color: vars.color.textMuted });

export const footer = style({
  marginTop: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});

export const statusIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.full,
});

export const statusTone = {
  brand: style({ background: vars.color.brandSoft, color: vars.color.brandText }),
  success: style({ background: vars.color.successSoft, color: vars.color.successText }),
  danger: style({ background: vars.color.dangerSoft, color: vars.color.dangerText }),
};
