import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const titleRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
  paddingTop: vars.space.xs,
});

export const titleEdit = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// A textarea that wraps like the heading it replaces, so the whole title (its start included)
// stays in view while it is edited; its height follows the text (set by TaskPanel).
export const titleInput = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
  overflow: 'hidden',
  resize: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const titleError = style({ fontSize: vars.fontSize.sm, color: vars.color.dangerText });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const metaLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
