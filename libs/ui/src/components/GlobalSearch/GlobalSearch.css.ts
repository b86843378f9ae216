import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';
import { media } from '../../theme/breakpoints';
import { visuallyHiddenRules } from '../../theme/utils.css';

/** The top bar's box: a button that looks like a search field and opens the dialog. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.controlMd,
  minWidth: 220,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textSubtle },
    '&:focus-visible': focusRing,
  },
  // On a phone only the magnifier stays: the name and the badge need the room.
  '@media': { [media.smallPhone]: { minWidth: 0, padding: `0 ${vars.space.sm}` } },
});

// Out of sight on a phone, still the button's name.
export const triggerLabel = style({
  flex: 1,
  textAlign: 'left',
  '@media': { [media.smallPhone]: visuallyHiddenRules },
});

export const shortcut = style({
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '@media': { [media.smallPhone]: { display: 'none' } },
});

export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const input = style({ width: '100%' });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.sm} 0`,
});

export const listbox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxHeight: '60dvh',
  overflowY: 'auto',
});

export const groupHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-selected="true"]': {
      background: vars.color.brandSoft,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const optionTitle = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const optionSnippet = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const optionDetails = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const more = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle, margin: 0 });

/** A found word: a highlighter's stroke, readable in both themes. */
export const hit = style({
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  padding: '0 1px',
  fontWeight: vars.fontWeight.semibold,
});
