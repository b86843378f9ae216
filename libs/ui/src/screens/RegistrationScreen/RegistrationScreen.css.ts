import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const stepper = style({ marginBottom: vars.space.xl });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export { formGrid as grid, formGridFull as full } from '../../theme/layout.css';

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between' } },
});
