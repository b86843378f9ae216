import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({ maxWidth: 1200, width: '100%', margin: '0 auto' });

// Two columns from the layout breakpoint (docs/product.md, Limits: 1024 px): the form, and Usuários beside it.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 200px',
});

export const companyName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const manager = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const managerName = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const managerMissing = style({ color: vars.color.textSubtle, fontStyle: 'italic' });

export const logoControls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const logoHint = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const logoError = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export { formGrid as grid, formGridFull as full } from '../../theme/layout.css';

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const users = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

export const userHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const userName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

// An address is read whole or not at all: never broken over lines (at '@' or elsewhere).
export const userEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const noUsers = style({ color: vars.color.textSubtle, fontStyle: 'italic' });

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} 0`,
  color: vars.color.textMuted,
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});
