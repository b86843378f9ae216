export { dialogForm as form, dialogActions as actions } from '../../../theme/layout.css';
export { formGrid as grid, formGridFull as full } from '../../../theme/layout.css';
