import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';
import { media } from '../../theme/breakpoints';
import { visuallyHiddenRules } from '../../theme/utils.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: vars.size.topBarHeight,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.topBar,
  backdropFilter: 'saturate(180%) blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { padding: `0 ${vars.space.xl}` } },
});

export const leading = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const title = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  // On a phone the badge goes under the name: beside it, it would leave the name a letter or two.
  '@media': {
    [media.smallPhone]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'center',
      gap: vars.space.xxs,
    },
  },
});

export const titleText = style({
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const titleBadge = style({ display: 'flex', flexShrink: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const userButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.xs}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  transition: `background ${vars.transition.fast}, border-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.border },
    '&:focus-visible': focusRing,
  },
});

export const userName = style({
  fontWeight: vars.fontWeight.medium,
  maxWidth: 180,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.smallPhone]: visuallyHiddenRules },
});
