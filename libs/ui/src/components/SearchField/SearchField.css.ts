import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

// The browser's own clear cross would sit beside ours; one is enough.
export const input = style({
  selectors: {
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' },
  },
});
