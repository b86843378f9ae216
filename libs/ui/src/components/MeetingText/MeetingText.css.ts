import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ overflowWrap: 'anywhere' });

// Plain meeting text keeps its line breaks (overviews and transcript lines are typed, not HTML).
export const preserveLines = style({ whiteSpace: 'pre-line' });

export const bold = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const timeRange = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  boxDecorationBreak: 'clone',
});
