import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { USER_DETAIL_PARAM } from '@portal/domain';
import { AdminUsers } from '@portal/ui';
import { useAdminUsers } from '../containers/useAdminUsers';
import { BusinessDetail } from './AdminBusinessModals';

// /admin/users (docs/product.md "Admin: Users"), for admin and council. A company chip opens the company
// detail modal; its 'Gerenciado por' person opens here, in this screen's user detail.
export function AdminUsersRoute() {
  const { openBusinessId, closeBusiness, ...screen } = useAdminUsers();
  const [search, setSearch] = useSearchParams();
  const askedUser = search.get(USER_DETAIL_PARAM);
  const { onUserOpen } = screen;
  useEffect(() => {
    if (!askedUser) return;
    onUserOpen(askedUser);
    setSearch({}, { replace: true });
  }, [askedUser, onUserOpen, setSearch]);
  return (
    <>
      <AdminUsers {...screen} />
      {openBusinessId ? (
        <BusinessDetail
          key={openBusinessId}
          businessId={openBusinessId}
          onClose={closeBusiness}
          onChanged={screen.onRefresh}
          onUserOpen={(userId) => {
            closeBusiness();
            onUserOpen(userId);
          }}
        />
      ) : null}
    </>
  );
}
