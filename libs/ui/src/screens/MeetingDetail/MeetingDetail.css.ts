import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({ maxWidth: 960, width: '100%', margin: '0 auto' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.xl,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const paragraph = style({ lineHeight: vars.lineHeight.relaxed });

export const muted = style({ color: vars.color.textSubtle, fontStyle: 'italic' });

export const taskList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const taskItem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const taskIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.success });

export const taskText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const taskTitle = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const taskDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const tasksLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const transcript = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"speaker minutes" "text text"',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '180px minmax(0, 1fr) auto',
      gridTemplateAreas: '"speaker text minutes"',
      padding: `${vars.space.md} ${vars.space.lg}`,
    },
  },
});

/** The line a search opened the meeting at. */
export const entryFocused = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
  scrollMarginTop: vars.size.topBarHeight,
});

export const speaker = style({
  gridArea: 'speaker',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandText,
  overflowWrap: 'anywhere',
});

export const entryText = style({ gridArea: 'text', lineHeight: vars.lineHeight.relaxed });

export const minutes = style({
  gridArea: 'minutes',
  alignSelf: 'start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const noResults = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});

export { loading, problem, problemIcon, problemTitle } from '../../theme/item-states.css';

export const problemText = style({ color: vars.color.textMuted });
