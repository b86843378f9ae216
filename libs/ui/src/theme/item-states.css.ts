import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

// The states a page of one item shows instead of it: loading, and a problem (not found, failed)
// with its round icon and title. The meeting and the report detail share them.

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} 0`,
  color: vars.color.textMuted,
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  maxWidth: 520,
  margin: `${vars.space.xxl} auto 0`,
});

export const problemIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
});

export const problemTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
