import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/breakpoints';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const rowBase = style({ display: 'flex', minWidth: 0 });
export const row = styleVariants({
  user: [rowBase, { justifyContent: 'flex-end' }],
  ai: [rowBase, { justifyContent: 'flex-start' }],
});

const bubbleBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { maxWidth: '85%' } },
});
export const bubble = styleVariants({
  user: [
    bubbleBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderBottomRightRadius: vars.radius.sm,
    },
  ],
  ai: [
    bubbleBase,
    {
      // An answer with a table takes the width it needs (up to the row), the table scrolls.
      width: 'fit-content',
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderBottomLeftRadius: vars.radius.sm,
      boxShadow: vars.shadow.xs,
    },
  ],
});

// The question as typed: its line breaks are its only structure.
export const userText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
});
export const time = styleVariants({
  user: { color: vars.color.onBrand },
  ai: { color: vars.color.textMuted },
});

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.5 },
  '40%': { transform: 'translateY(-4px)', opacity: 1 },
});

export const typing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  borderBottomLeftRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${bounce} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
