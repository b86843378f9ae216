import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const counters = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // Two by two on a phone, so 'Aguardando aprovação' keeps a readable width; one row from tablet.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg },
  },
});

export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.xl}` } },
});

/** What waits for approval is not a DRE figure: it stands apart in the info colours. */
export const approvals = style({
  background: vars.color.infoSoft,
  borderColor: vars.color.infoBorder,
});

export const approvalsLabel = style({ color: vars.color.infoText });

export const counterLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const counterValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto' },
  },
});
