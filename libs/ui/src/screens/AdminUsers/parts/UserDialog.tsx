import type { BusinessRef, Role, UserDraftField, UsersListView } from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Icon } from '../../../components/Icon/Icon';
import { UserDetails } from './UserDetails';
import { UserForm } from './UserForm';
import * as styles from './UserDialog.css';

export type UserDialogCallbacks = {
  /** ×, Escape, Close and the create form's Cancel ('dialog.close'). */
  onDialogClose: () => void;
  /** The detail's Editar (admins; 'edit.start'). */
  onEditStart: () => void;
  /** Edit mode's Cancelar: back to the detail, nothing kept ('edit.cancel'). */
  onEditCancel: () => void;
  onFieldChange: (field: UserDraftField, value: string) => void;
  /** docs/product.md's company rule applies at once ('role.change'). */
  onRoleChange: (role: Role) => void;
  onBusinessToggle: (business: BusinessRef) => void;
  onBusinessSearchChange: (query: string) => void;
  onFormSubmit: () => void;
  /** A company chip of the detail: that company's detail (the business modal). */
  onBusinessOpen: (businessId: string) => void;
  /** The detail's second-factor reset (admins): asked, confirmed or called off. */
  onSecondFactorReset?: () => void;
  onSecondFactorConfirm?: () => void;
  onSecondFactorCancel?: () => void;
};

export type UserDialogProps = Pick<UsersListView, 'dialog' | 'form'> & UserDialogCallbacks;

const CREATE_TITLE = 'New User';

/**
 * The user modal: the detail (docs/product.md "User detail modal"), its edit mode for admins, and the
 * Create User modal. It stays mounted, open while the view's dialog is one of these, so closing
 * it gives focus back to what opened it.
 */
export function UserDialog(props: UserDialogProps) {
  const { dialog, form } = props;
  const open = dialog?.kind === 'detail' || dialog?.kind === 'create';
  const busy = form?.isBusy ?? false;
  const close = busy ? () => undefined : props.onDialogClose;
  const editing = form !== null && form.status !== 'viewing';
  const title =
    dialog?.kind === 'create'
      ? CREATE_TITLE
      : editing
        ? 'Editar usuário'
        : dialog?.kind === 'detail'
          ? dialog.user.name
          : '';
  const viewing = dialog?.kind === 'detail' && form?.status === 'viewing';
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={viewing ? 'Detalhes do usuário' : undefined}
      size="lg"
      fullWidthOnPhone
      footer={
        viewing &&
        form.canEdit && (
          <div className={styles.footer}>
            <Button leadingIcon={<Icon name="edit" />} onClick={props.onEditStart}>
              Editar
            </Button>
          </div>
        )
      }
    >
      {open && form && viewing && form.user && (
        <UserDetails
          user={form.user}
          onBusinessOpen={props.onBusinessOpen}
          secondFactor={form.secondFactor}
          onSecondFactorReset={props.onSecondFactorReset}
          onSecondFactorConfirm={props.onSecondFactorConfirm}
          onSecondFactorCancel={props.onSecondFactorCancel}
        />
      )}
      {open && form && editing && (
        <UserForm
          form={form}
          onCancel={form.mode === 'create' ? props.onDialogClose : props.onEditCancel}
          onFieldChange={props.onFieldChange}
          onRoleChange={props.onRoleChange}
          onBusinessToggle={props.onBusinessToggle}
          onBusinessSearchChange={props.onBusinessSearchChange}
          onSubmit={props.onFormSubmit}
        />
      )}
    </Dialog>
  );
}
