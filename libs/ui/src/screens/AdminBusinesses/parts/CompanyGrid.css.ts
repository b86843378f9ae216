import { style } from '@vanilla-extract/css';

/** The narrowest a card may be; the grid puts as many columns side by side as fit. */
export const CARD_MIN_WIDTH = 264;
/** Space between cards, across and down (the row's height is CARD_HEIGHT plus it). */
export const GRID_GAP = 16;
/** At most this many columns, however wide the screen. */
export const MAX_COLUMNS = 4;

// The list is as tall as all its rows; only the cards of the rows near the viewport are drawn,
// each placed where it would be (CompanyGrid sets its column's share and its row's offset).
export const list = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

export const item = style({
  position: 'absolute',
  top: 0,
  minWidth: 0,
  selectors: {
    // An open card menu spills into the next row: the card holding focus is drawn above.
    '&:focus-within': { zIndex: 1 },
  },
});
