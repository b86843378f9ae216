import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focus';

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  transition: `border-color ${vars.transition.fast}, background ${vars.transition.fast}`,
});

export const columnOver = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
});

export const columnHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

const headingRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
} as const;

export const columnTitle = style(headingRow);

export const collapseButton = style({
  ...headingRow,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
  },
});

export const columnLabel = style({ flex: '0 1 auto' });

export const count = style({
  minWidth: 22,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
  lineHeight: '20px',
});

export const chevron = style({
  marginLeft: 'auto',
  color: vars.color.textSubtle,
  transition: `transform ${vars.transition.fast}`,
});
export const chevronOpen = style({ transform: 'rotate(90deg)' });

export const dot = recipe({
  base: { width: 8, height: 8, borderRadius: vars.radius.full, flexShrink: 0 },
  variants: {
    status: {
      'not-started': { background: vars.color.textSubtle },
      'in-progress': { background: vars.color.brand },
      done: { background: vars.color.success },
    },
  },
});

export const listWrap = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({ listStyle: 'none' });

export const empty = style({
  padding: `${vars.space.lg} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
