import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A figure that went up (or a profit) in green, down (or a loss) in red. */
export const tone = styleVariants({
  up: { color: vars.color.successText },
  down: { color: vars.color.dangerText },
});
