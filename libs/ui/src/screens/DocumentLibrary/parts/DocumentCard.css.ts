import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingInset } from '../../../theme/focus';

export const card = style({
  position: 'relative',
  display: 'flex',
  // Every card of a grid row as wide as its cell, whatever its text.
  flex: 1,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  transition: `box-shadow ${vars.transition.fast}, border-color ${vars.transition.fast}, background ${vars.transition.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm } },
});

export const folderCard = style({ alignItems: 'center' });
export const fileCard = style({ alignItems: 'flex-start' });

// A folder a dragged file is over: the brand's outline and tint, like a board column.
export const over = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  boxShadow: `0 0 0 1px ${vars.color.brand}`,
});

// The place the file left while its copy is dragged: dashed, readable (no fading opacity).
export const dragging = style({
  borderStyle: 'dashed',
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  boxShadow: 'none',
});

export const overlay = style({ boxShadow: vars.shadow.lg, borderColor: vars.color.brand });

export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    // Inside the card's edge, like the task cards.
    '&:focus-visible': focusRingInset,
    [`${fileCard} &`]: { flexDirection: 'column', alignItems: 'stretch', paddingRight: 0 },
  },
});

export const grab = style({ cursor: 'grab' });

export const folderIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

// Drive thumbnails are 320 px wide; the box keeps their 16:10 shape while they load.
export const thumb = style({
  display: 'flex',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const thumbImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'top',
});

export const thumbIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  color: vars.color.textSubtle,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const details = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const actions = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  padding: vars.space.xs,
  selectors: { [`${fileCard} &`]: { alignSelf: 'flex-end' } },
});
