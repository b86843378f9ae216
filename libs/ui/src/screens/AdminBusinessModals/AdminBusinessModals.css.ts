import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focus';

// The company modals (detail, create, approve): one sheet for the modals and their parts.

export { dialogForm as form, dialogActions as actions } from '../../theme/layout.css';

/** Two fields a row from the wide-dialog width up (the dialog is narrower than a page). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.wideDialog]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const full = style({ '@media': { [media.wideDialog]: { gridColumn: '1 / -1' } } });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  color: vars.color.textMuted,
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 200px',
});

export const companyName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const subtle = style({ color: vars.color.textSubtle, fontStyle: 'italic' });

export const managerButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandText,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  selectors: { '&:focus-visible': focusRing },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [media.wideDialog]: { gridTemplateColumns: '180px minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const definition = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const link = style({
  color: vars.color.brandText,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const questions = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** The users table scrolls sideways on a phone instead of squeezing its columns. */
export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: 420 });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const headCell = style([
  cell,
  { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm },
]);

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const hint = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm, margin: 0 });

export const error = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

/** A logo beside its text or controls (the detail's name, the form's picker). */
export const logoRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const logoControls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A custom question: its field, then its buttons (below it on a phone). */
export const questionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const questionField = style({ flex: '1 1 240px', minWidth: 0 });

export const rowButtons = style({ display: 'flex', gap: vars.space.xxs, flexShrink: 0 });

export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const personText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: '1 1 180px',
});

export const personName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const managerChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const suggestion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.xs,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const secretRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** A task of the meeting import: its title and remove button, then its owner and due date. */
export const importTask = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  padding: vars.space.md,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const importTaskLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const fileInput = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const arrowUp = style({ transform: 'rotate(-90deg)' });
export const arrowDown = style({ transform: 'rotate(90deg)' });
