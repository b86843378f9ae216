import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { dataTable } from '../../../theme/table.css';

export { tone } from '../../../theme/tone.css';
export { visuallyHidden as hidden } from '../../../theme/utils.css';

export { tableScroll as wrapper, tableCaption as caption } from '../../../theme/table.css';

export const table = style([dataTable]);

globalStyle(`${table} th, ${table} td`, { whiteSpace: 'nowrap', verticalAlign: 'top' });

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} thead th${number}`, { textAlign: 'right' });

export const month = style({ fontWeight: vars.fontWeight.medium, textAlign: 'left' });

export const percent = style({ display: 'block', fontSize: vars.fontSize.xs });
