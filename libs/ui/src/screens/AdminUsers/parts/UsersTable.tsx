import { useId } from 'react';
import type { UserSortColumn, UsersListView } from '@portal/domain';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon, type IconName } from '../../../components/Icon/Icon';
import { RoleBadge } from '../../../components/RoleBadge/RoleBadge';
import { BusinessChips } from './BusinessChips';
import * as styles from './UsersTable.css';

export type UsersTableCallbacks = {
  /** A column header ('sort.change'). */
  onSortChange: (column: UserSortColumn) => void;
  /** The name or the view button: the person's detail ('user.open'). */
  onUserOpen: (userId: string) => void;
  /** The edit button (admins): the detail in edit mode ('user.edit'). */
  onUserEdit: (userId: string) => void;
  /** The delete button (admins): asks first ('user.delete'). */
  onUserDelete: (userId: string) => void;
  /** A company chip: that company's detail (the business modal). */
  onBusinessOpen: (businessId: string) => void;
};

export type UsersTableProps = Pick<UsersListView, 'rows' | 'sort'> & UsersTableCallbacks;

const COLUMNS: readonly { column: UserSortColumn; label: string }[] = [
  { column: 'name', label: 'Nome' },
  { column: 'email', label: 'Email' },
  { column: 'role', label: 'Função' },
];

function SortHeader({
  column,
  label,
  sort,
  onSortChange,
}: {
  column: UserSortColumn;
  label: string;
  sort: UsersListView['sort'];
  onSortChange: (column: UserSortColumn) => void;
}) {
  const sorted = sort.column === column ? sort.direction : undefined;
  const next = sorted === 'ascending' ? 'decrescente' : 'crescente';
  return (
    <th scope="col" aria-sort={sorted ?? 'none'}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSortChange(column)}
        title={`Ordenar por ${label.toLowerCase()} em ordem ${next}`}
      >
        {label}
        <span className={styles.sortMark} aria-hidden="true" data-sorted={sorted ?? 'none'}>
          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A row's buttons: view for everyone; edit and delete where the row allows them. */
function rowActions(
  props: UsersTableCallbacks,
  userId: string,
  canEdit: boolean,
  canDelete: boolean,
): { icon: IconName; verb: string; onClick: () => void }[] {
  return [
    { icon: 'eye' as const, verb: 'Ver', onClick: () => props.onUserOpen(userId), show: true },
    {
      icon: 'edit' as const,
      verb: 'Editar',
      onClick: () => props.onUserEdit(userId),
      show: canEdit,
    },
    {
      icon: 'trash' as const,
      verb: 'Excluir',
      onClick: () => props.onUserDelete(userId),
      show: canDelete,
    },
  ].filter((action) => action.show);
}

/**
 * Nome, Email, Função (each header a button that sorts; a person who asked for their account's
 * erasure is marked 'Exclusão pedida', which deleting them confirms), Empresas (chips), Ações. On a phone the
 * table scrolls sideways inside its own labelled, focusable region, never the page.
 */
export function UsersTable(props: UsersTableProps) {
  const captionId = useId();
  return (
    <div className={styles.wrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Lista de usuários
        </caption>
        <thead>
          <tr>
            {COLUMNS.map(({ column, label }) => (
              <SortHeader
                key={column}
                column={column}
                label={label}
                sort={props.sort}
                onSortChange={props.onSortChange}
              />
            ))}
            <th scope="col">Empresas</th>
            <th scope="col" className={styles.actionsHeader}>
              Ações
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map(({ user, canEdit, canDelete }) => (
            <tr key={user.id} data-user-id={user.id}>
              <th scope="row" className={styles.name}>
                <button
                  type="button"
                  className={styles.nameButton}
                  onClick={() => props.onUserOpen(user.id)}
                >
                  {user.name}
                </button>
              </th>
              <td>{user.email}</td>
              <td>
                <span className={styles.roleCell}>
                  <RoleBadge role={user.role} />
                  {user.erasure_requested_at && (
                    <Badge tone="danger" dot>
                      Exclusão pedida
                    </Badge>
                  )}
                </span>
              </td>
              <td className={styles.businesses}>
                <BusinessChips user={user} onBusinessOpen={props.onBusinessOpen} />
              </td>
              <td>
                <div className={styles.actions}>
                  {rowActions(props, user.id, canEdit, canDelete).map(({ icon, verb, onClick }) => (
                    <Button
                      key={icon}
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={`${verb} ${user.name}`}
                      onClick={onClick}
                    >
                      <Icon name={icon} />
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
