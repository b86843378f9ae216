import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export { tone } from '../../../theme/tone.css';
export { visuallyHidden as hidden } from '../../../theme/utils.css';

// The table of figures the finance screen draws too (theme/data-table.css.ts).
export {
  tableScroll as wrapper,
  dataTable as table,
  tableCaption as caption,
  numberCell as number,
} from '../../../theme/data-table.css';

export const month = style({ fontWeight: vars.fontWeight.medium, textAlign: 'left' });

export const percent = style({ display: 'block', fontSize: vars.fontSize.xs });
