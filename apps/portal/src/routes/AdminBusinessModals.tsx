import { BusinessDetailModal, BusinessFormModal } from '@portal/ui';
import { useBusinessDetail, type BusinessDetailOptions } from '../containers/useBusinessDetail';
import { useBusinessForm, type BusinessFormOptions } from '../containers/useBusinessForm';

// The admin company modals, ready for the companies route: render one while its action is open
// (`detail.open(id)`, `edit.open(id)` with `startEditing`, `delete.ask(id)` with `startDeleting`,
// `create.open()`, `approval.open(waiting)` with `waiting`), keyed so each opening starts afresh,
// and unmount it on `onClose`.

export function BusinessDetail(props: BusinessDetailOptions) {
  return <BusinessDetailModal {...useBusinessDetail(props)} />;
}

export function BusinessForm(props: BusinessFormOptions) {
  return <BusinessFormModal {...useBusinessForm(props)} />;
}
