// The section is the shared foot section of a panel (theme/layout.css.ts).
export {
  footSection as section,
  footSectionTitle as title,
  footSectionHint as hint,
  footSectionActions as action,
} from '../../theme/layout.css';
