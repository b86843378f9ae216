import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** The button keeps its own width; on a phone it may take the whole line. */
export const action = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
