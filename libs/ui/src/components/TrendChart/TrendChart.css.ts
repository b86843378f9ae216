import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../theme/utils.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  display: 'inline-block',
  width: '1rem',
  height: 3,
  borderRadius: vars.radius.full,
});

export const swatchTone = styleVariants({
  revenue: { background: vars.color.chartRevenue },
  profit: { background: vars.color.chartProfit },
});

/** The canvas's height in CSS pixels (uPlot's `height`; the placeholder's too). */
export const plotHeight = 260;

/** The placeholder and the canvas's box: the same fixed height, so nothing moves (CLS 0). */
export const plot = style({
  position: 'relative',
  width: '100%',
  height: plotHeight,
  minWidth: 0,
  overflow: 'hidden',
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hidden = visuallyHidden;
