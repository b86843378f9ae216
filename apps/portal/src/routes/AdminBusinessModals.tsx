import { BusinessDetailModal, BusinessFormModal } from '@portal/ui';
import type { AdminBusinessesModals } from '../containers/useAdminBusinesses';
import { useBusinessDetail, type BusinessDetailOptions } from '../containers/useBusinessDetail';
import { useBusinessForm, type BusinessFormOptions } from '../containers/useBusinessForm';

// The admin company modals for the companies route. Each opening mounts one afresh (keyed), and
// `onClose` unmounts it: after a save or a deletion that is once the modal's own 3 s toast is over.

export function BusinessDetail(props: BusinessDetailOptions) {
  return <BusinessDetailModal {...useBusinessDetail(props)} />;
}

export function BusinessForm(props: BusinessFormOptions) {
  return <BusinessFormModal {...useBusinessForm(props)} />;
}

/**
 * The companies route's hook point (`AdminBusinessesModals`) filled in: the screen's named
 * actions (`detail.open`, `edit.open`, `delete.ask`, `create.open`, `approval.open`) open the
 * detail, its edit mode, its delete confirmation, the Create Business form or 'Aprovar'. A change
 * tells the list to read again (`changed()` without a notice: the modal shows its own toast).
 */
export function CompanyModals({
  request,
  close,
  changed,
  onUserOpen,
}: AdminBusinessesModals & { onUserOpen?: (userId: string) => void }) {
  if (!request) return null;
  const refresh = () => changed();
  switch (request.kind) {
    case 'create':
      return <BusinessForm key="create" onClose={close} onSaved={refresh} />;
    case 'approve':
      return (
        <BusinessForm
          key={`approve:${request.waiting.id}`}
          waiting={request.waiting}
          onClose={close}
          onSaved={refresh}
        />
      );
    default:
      return (
        <BusinessDetail
          key={`${request.kind}:${request.id}`}
          businessId={request.id}
          startEditing={request.kind === 'edit'}
          startDeleting={request.kind === 'delete'}
          onClose={close}
          onChanged={refresh}
          onUserOpen={onUserOpen}
        />
      );
  }
}
