import { useNavigate } from 'react-router-dom';
import { routes } from '@portal/domain';
import { AdminBusinesses } from '@portal/ui';
import { useAdminBusinesses } from '../containers/useAdminBusinesses';
import { CompanyModals } from './AdminBusinessModals';

// /admin/businesses (docs/product.md "Admin: Companies"), for admin and council. The company modals hang
// from the screen's named actions (`detail.open`, `edit.open`, `delete.ask`, `create.open`,
// `approval.open`); a detail's 'Gerenciado por' person opens on the users screen.
export function AdminBusinessesRoute() {
  const { screen, modals } = useAdminBusinesses();
  const navigate = useNavigate();
  return (
    <>
      <AdminBusinesses {...screen} />
      <CompanyModals {...modals} onUserOpen={(userId) => void navigate(routes.adminUser(userId))} />
    </>
  );
}
