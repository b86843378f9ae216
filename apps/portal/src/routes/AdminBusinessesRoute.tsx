import { AdminBusinesses } from '@portal/ui';
import {
  useAdminBusinesses,
  type AdminBusinessesModals as AdminBusinessesModalsProps,
} from '../containers/useAdminBusinesses';

// /admin/businesses (SPEC §2 "Admin: Companies"), for admin and council.
export function AdminBusinessesRoute() {
  const { screen, modals } = useAdminBusinesses();
  return (
    <>
      <AdminBusinesses {...screen} />
      <AdminBusinessesModals {...modals} />
    </>
  );
}

/**
 * HOOK POINT for the company modals (issue 12, another slice): render the business detail,
 * edit, Create Business (empty, or prefilled from `request.waiting` for 'Aprovar') and delete
 * modals here, driven by `request` (the screen's named actions `detail.open`, `edit.open`,
 * `create.open`, `approval.open`, `delete.ask`); call `close()` when one closes and
 * `changed(notice)` after it created, approved, edited or deleted a company (the list reads
 * again and the notice shows as the screen's 3 s toast). Until then a card's body, its menu,
 * 'New Company' and 'Aprovar' open nothing.
 */
function AdminBusinessesModals(_props: AdminBusinessesModalsProps) {
  return null;
}
