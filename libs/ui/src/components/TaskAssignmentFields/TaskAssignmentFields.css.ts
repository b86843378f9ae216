import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Side by side where there is room (the dialog on a wide screen), one above the other on a phone
// and in the narrow side panel.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.md,
});

// A long name in the select must not widen the row past the panel.
globalStyle(`${row} > *`, { minWidth: 0 });
