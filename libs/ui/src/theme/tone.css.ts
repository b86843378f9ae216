import { styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * A figure that went up (or a profit) in green, down (or a loss) in red. Doubled class, so it
 * wins over the colour of the style it is combined with, whichever file comes first.
 */
export const tone = styleVariants({
  up: { selectors: { '&&': { color: vars.color.successText } } },
  down: { selectors: { '&&': { color: vars.color.dangerText } } },
});
