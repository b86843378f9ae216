import type { RecordStatus } from '../model/status';
import type { FieldErrors } from '../validation/rules';
import { validateAccess, type AccessField, type AccessValues } from './business-access';
import type { BusinessPerson, BusinessRecord } from './business-form';
import { confirmsCompanyName } from './business-erase';
import type { BusinessToast } from './business-form.machine';
import { formFieldsView, peopleStatusOf, type BusinessFormFieldsView } from './business-form-view';
import type { BusinessDetailSnapshot } from './business-detail.machine';
import type { DetailTab } from './business-detail.types';
import {
  MEETING_IMPORT_TASKS_MAX,
  importOwnersOf,
  validateImportTask,
  validateMeetingImport,
  type MeetingImportField,
  type MeetingImportTaskField,
  type MeetingImportValues,
} from './meeting-import';
import type { TaskPerson } from '../model/workspace';

export type AccessSectionView = {
  /** The code in force (null: the company has no login of its own yet). */
  readonly currentCode: string | null;
  readonly values: AccessValues;
  readonly errors: FieldErrors<AccessField>;
  readonly saving: boolean;
  readonly error: string | null;
  /** Shown once, right after the server generated it. */
  readonly generatedPassword: string | null;
  readonly passwordCopied: boolean;
};

export type MeetingImportView = {
  readonly values: MeetingImportValues;
  /** The picked file's name (also when it was refused, so the person sees which). */
  readonly fileName: string | null;
  readonly hasFile: boolean;
  /** The picked file's refusal shows at once; the other fields' after a submit. */
  readonly errors: FieldErrors<MeetingImportField>;
  /** Each task row's refusals, in the rows' order, shown after a submit. */
  readonly taskErrors: readonly FieldErrors<MeetingImportTaskField>[];
  /** Who a task may be given to: the company's approved people. */
  readonly owners: readonly TaskPerson[];
  /** Another row may be added (the action takes at most MEETING_IMPORT_TASKS_MAX). */
  readonly canAddTask: boolean;
  readonly sending: boolean;
  readonly error: string | null;
};

export type BusinessDetailView = {
  readonly status: RecordStatus;
  readonly canManage: boolean;
  /**
   * The detail dialog is open: not once the company is deleted (its toast then shows outside it),
   * nor while a deletion asked from the card menu is being confirmed.
   */
  readonly open: boolean;
  readonly tab: DetailTab;
  readonly business: BusinessRecord | null;
  /** docs/product.md: the managing user, found among the company's people by managed_by. */
  readonly manager: BusinessPerson | null;
  readonly loadError: string | null;
  /** Edit mode's form (null outside it). */
  readonly form: BusinessFormFieldsView | null;
  readonly saveError: string | null;
  readonly access: AccessSectionView;
  /**
   * The erasure's confirmation: the company's name to type, what was typed, whether it matches,
   * and the people who stay without this company (they keep their accounts).
   */
  readonly deleteDialog: {
    readonly open: boolean;
    readonly deleting: boolean;
    readonly error: string | null;
    readonly name: string;
    readonly canConfirm: boolean;
    readonly people: readonly BusinessPerson[];
  };
  readonly meetingImport: MeetingImportView;
  /** Something is being sent: the dialog cannot be closed meanwhile. */
  readonly isBusy: boolean;
  readonly toast: BusinessToast | null;
};

function statusOf(snapshot: BusinessDetailSnapshot): RecordStatus {
  if (snapshot.matches({ detail: 'loading' })) return 'loading';
  if (snapshot.matches({ detail: 'failure' })) return 'failure';
  if (snapshot.matches({ detail: 'editing' })) return 'editing';
  if (snapshot.matches({ detail: 'saving' })) return 'saving';
  return 'viewing';
}

function tabOf(snapshot: BusinessDetailSnapshot): DetailTab {
  if (snapshot.matches({ detail: { viewing: 'access' } })) return 'access';
  if (snapshot.matches({ detail: { viewing: 'importing' } })) return 'import';
  return 'overview';
}

/**
 * What the detail modal reads from the machine: a running actor's snapshot in the app, a
 * `businessDetailMachine.resolveState({ value, context })` in stories.
 */
export function selectBusinessDetailView(snapshot: BusinessDetailSnapshot): BusinessDetailView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const business = context.business;
  const editing = status === 'editing' || status === 'saving';
  const deleteOpen = snapshot.matches({ detail: { viewing: 'confirmingDelete' } });
  const deleting = snapshot.matches({ detail: { viewing: 'deleting' } });
  return {
    status,
    canManage: context.canManage,
    // From the card menu's 'Excluir' the confirmation shows alone, without the detail under it.
    open:
      !snapshot.matches({ detail: 'deleted' }) &&
      !(context.startDeleting && (deleteOpen || deleting)),
    tab: tabOf(snapshot),
    business,
    manager: business?.access_users.find((person) => person.id === business.managed_by) ?? null,
    loadError: context.loadError,
    form: editing ? formFieldsView(context, peopleStatusOf(snapshot)) : null,
    saveError: context.saveError,
    access: {
      currentCode: business?.access_code ?? null,
      values: context.access,
      errors: context.showAccessErrors ? validateAccess(context.access) : {},
      saving: snapshot.matches({ detail: { viewing: { access: 'saving' } } }),
      error: context.accessError,
      generatedPassword: context.generatedPassword,
      passwordCopied: context.passwordCopied,
    },
    deleteDialog: {
      open: deleteOpen || deleting,
      deleting,
      error: context.deleteError,
      name: context.deleteName,
      canConfirm: business !== null && confirmsCompanyName(context.deleteName, business.name),
      people: business?.access_users ?? [],
    },
    meetingImport: {
      values: context.meeting,
      fileName: context.transcriptName,
      hasFile: context.transcript !== null,
      errors: context.showImportErrors
        ? validateMeetingImport(
            context.meeting,
            context.transcript !== null,
            context.transcriptError,
          )
        : context.transcriptError
          ? { file: context.transcriptError }
          : {},
      taskErrors: context.meeting.tasks.map((task) =>
        context.showImportErrors ? validateImportTask(task) : {},
      ),
      owners: importOwnersOf(business?.access_users ?? []),
      canAddTask: context.meeting.tasks.length < MEETING_IMPORT_TASKS_MAX,
      sending: snapshot.matches({ detail: { viewing: { importing: 'sending' } } }),
      error: context.importError,
    },
    isBusy: snapshot.hasTag('busy'),
    toast: context.toast,
  };
}
