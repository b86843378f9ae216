import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { fadeIn, slideUp } from '../../theme/utils.css';

export const dialog = style({
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  width: `calc(100% - ${vars.space.xl})`,
  maxHeight: `calc(100dvh - ${vars.space.xxl})`,
  overflow: 'hidden',
  zIndex: vars.zIndex.dialog,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${slideUp} 180ms ease-out` },
    '&::backdrop': {
      background: vars.color.overlay,
      backdropFilter: 'blur(2px)',
      animation: `${fadeIn} 150ms ease-out`,
    },
  },
});

export const size = styleVariants({
  sm: { maxWidth: 420 },
  md: { maxWidth: 560 },
  lg: { maxWidth: 760 },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const body = style({
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}`,
  overflowY: 'auto',
  flex: 1,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

// A sheet on phones: the whole width, resting on the bottom edge, within reach of a thumb.
export const phoneFull = style({
  '@media': {
    [media.smallPhone]: {
      width: '100%',
      maxWidth: '100%',
      margin: 'auto 0 0',
      borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
    },
  },
});
