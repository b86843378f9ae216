import { AdminUsers } from '@portal/ui';
import { useAdminUsers } from '../containers/useAdminUsers';

export function AdminUsersRoute() {
  const { openBusinessId, closeBusiness, ...screen } = useAdminUsers();
  return (
    <>
      <AdminUsers {...screen} />
      <BusinessModalHookPoint
        businessId={openBusinessId}
        onClose={closeBusiness}
        onUserOpen={screen.onUserOpen}
      />
    </>
  );
}

type BusinessModalHookPointProps = {
  /** The company a chip asked for, or null. */
  businessId: string | null;
  onClose: () => void;
  /** The modal's "managed by" person opens this screen's user detail. */
  onUserOpen: (userId: string) => void;
};

/**
 * HOOK POINT for the business detail modal (the companies screen's BusinessDetailModal, built in
 * parallel): after the merge, render it here, open while `businessId` is set, e.g.
 * `<BusinessDetailModal businessId={businessId} onClose={onClose} onUserOpen={onUserOpen} />`.
 * Until then a chip's click is kept in the container's state and nothing is drawn.
 */
function BusinessModalHookPoint(_props: BusinessModalHookPointProps) {
  return null;
}
