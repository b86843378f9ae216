import type { BusinessRef, ManagedUser } from '../model/admin-users';
import { ROLES, type Role } from '../model/session';
import type { FormStatus, RecordStatus } from '../model/status';
import { filterBusinesses } from '../registration/business-search';
import type { FieldErrors } from '../validation/rules';
import type { UserDraft } from './user-draft';
import type { UserFormMode, UserFormSnapshot } from './user-form.machine';
import { CREATABLE_ROLES, type AdminUserField } from './user-rules';

/** How the companies are picked for the draft's role (docs/product.md/). */
export type BusinessSelection =
  /** Usuário: exactly one (picking another replaces it). */
  | 'single'
  /** Conselho: one or more. */
  | 'multiple'
  /** Admin: every company ('*'); nothing to pick. */
  | 'all';

export type BusinessPick = BusinessRef & { readonly selected: boolean };

export type UserFormView = {
  mode: UserFormMode;
  /** Edit: viewing, editing, saving. Create: editing, submitting, done. */
  status: Exclude<RecordStatus, 'loading' | 'failure'> | FormStatus;
  /** The person as saved (edit), the new person once created, else null. */
  user: ManagedUser | null;
  /** The detail offers its edit button (admins only). */
  canEdit: boolean;
  /** The fields as typed (edit mode and the create modal). */
  draft: UserDraft;
  /** The role select's options: Usuário and Conselho when creating (docs/product.md), all when editing. */
  roleOptions: readonly Role[];
  selection: BusinessSelection;
  /** The picker's search box and the companies it shows (each with whether it is picked). */
  businessQuery: string;
  businessChoices: readonly BusinessPick[];
  fieldErrors: FieldErrors<AdminUserField>;
  /** The server's refusal as returned, or the product's failure text, in the modal. */
  error: string | null;
  /** A call is on its way: the buttons wait, the modal does not close. */
  isBusy: boolean;
  /** The person's second factor as the detail shows it, and its reset (admins). */
  secondFactor: {
    enabled: boolean;
    canReset: boolean;
    step: 'idle' | 'confirming' | 'resetting';
    notice: string | null;
  };
};

const selectionOf = (role: Role): BusinessSelection =>
  role === 'admin' ? 'all' : role === 'council' ? 'multiple' : 'single';

function statusOf(snapshot: UserFormSnapshot): UserFormView['status'] {
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches({ create: 'submitting' })) return 'submitting';
  if (snapshot.matches({ edit: 'saving' })) return 'saving';
  if (snapshot.matches({ edit: 'viewing' })) return 'viewing';
  if (snapshot.matches({ edit: 'confirmingReset' })) return 'viewing';
  if (snapshot.matches({ edit: 'resettingSecondFactor' })) return 'viewing';
  return 'editing';
}

/**
 * What the user modal reads from the form machine: the running child's snapshot in the app, a
 * `userFormMachine.resolveState({ value, context })` in stories.
 */
export function selectUserFormView(snapshot: UserFormSnapshot): UserFormView {
  const { context } = snapshot;
  const picked = new Set(context.draft.businesses.map((business) => business.id));
  // What is picked stays listed whatever the search, so it can be unpicked.
  const found = new Set(
    filterBusinesses(context.businesses, context.businessQuery).map((business) => business.id),
  );
  // A company the person holds that the list of companies lacks still shows, so it can go.
  const known = new Set(context.businesses.map((business) => business.id));
  const options = [
    ...context.businesses,
    ...context.draft.businesses.filter((business) => !known.has(business.id)),
  ];
  return {
    mode: context.mode,
    status: statusOf(snapshot),
    user: context.user,
    canEdit: context.canEdit && context.user !== null,
    draft: context.draft,
    roleOptions: context.mode === 'create' ? CREATABLE_ROLES : ROLES,
    selection: selectionOf(context.draft.role),
    businessQuery: context.businessQuery,
    businessChoices: options
      .filter((business) => picked.has(business.id) || found.has(business.id))
      .map((business) => ({ ...business, selected: picked.has(business.id) })),
    fieldErrors: context.fieldErrors,
    error: context.formError,
    isBusy: snapshot.hasTag('busy'),
    secondFactor: {
      enabled: context.user?.two_factor === true,
      canReset: context.canEdit && context.user?.two_factor === true,
      step: snapshot.matches({ edit: 'confirmingReset' })
        ? 'confirming'
        : snapshot.matches({ edit: 'resettingSecondFactor' })
          ? 'resetting'
          : 'idle',
      notice: context.notice,
    },
  };
}
