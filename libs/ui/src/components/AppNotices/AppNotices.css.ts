import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// Top centre, above the page and its dialogs' backdrop: the toasts own the bottom corner, and
// these stay as long as their condition lasts.
export const root = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  top: vars.space.sm,
  left: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { [media.tablet]: { top: vars.space.lg } },
});

export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: 560,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const text = style({ flex: '1 1 12rem', minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold });
