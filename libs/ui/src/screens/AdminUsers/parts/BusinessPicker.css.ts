import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSubtle });

export const all = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
});

// A long list scrolls inside its box; its checkboxes keep it reachable by keyboard.
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.xxs,
  maxHeight: '12rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-selected="true"]': { background: vars.color.brandSoft },
  },
});

export const input = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': focusRing },
});

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.medium,
});
