import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: '100%',
});

// The conversation takes the room between the header and the composer.
export const conversation = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
});

// The example questions as chips that wrap onto lines (a few a row on a wide screen, one a row
// on a phone), never squeezed: each keeps its text whole, on two lines if it must.
export const examples = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  maxWidth: '44rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const exampleItem = style({ display: 'flex', maxWidth: '100%' });

// Over the kit's button (doubled class): its fixed height and one-line text would squash a
// question that needs two lines. At least the kit's control height, a large one where fingers
// tap (below the desktop breakpoint).
export const example = style({
  selectors: {
    '&&': {
      height: 'auto',
      minHeight: vars.size.controlMd,
      maxWidth: '100%',
      padding: `${vars.space.sm} ${vars.space.lg}`,
      borderRadius: vars.radius.xl,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'normal',
      textAlign: 'center',
      overflowWrap: 'break-word',
    },
  },
  '@media': { [media.mobile]: { selectors: { '&&': { minHeight: vars.size.controlLg } } } },
});

// Where the window scrolls to for the newest message: below the composer, so the last bubble
// ends right above it.
export const end = style({ height: 0 });
