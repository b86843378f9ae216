import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// The section is the shared foot section of a panel (theme/layout.css.ts), as the data download's.
export {
  footSection as section,
  footSectionTitle as title,
  footSectionHint as hint,
  footSectionActions as action,
  dialogForm as form,
} from '../../../theme/layout.css';

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });
