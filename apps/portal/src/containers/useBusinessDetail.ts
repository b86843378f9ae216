import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  BUSINESS_NOT_FOUND,
  businessDetailMachine,
  selectBusinessDetailView,
  type DeleteBusinessInput,
  type ImportMeetingInput,
  type LoadBusinessOutput,
  type SaveBusinessInput,
  type SaveBusinessOutput,
  type SetAccessInput,
  type SetAccessOutput,
} from '@portal/domain';
import { businessDetailModalViewProps, type BusinessDetailModalProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';
import { useSession } from '../app/session-context';
import { businessPeopleActors } from './business-people';
import { useObjectUrl } from './useCompanyInfo';
import { useDataExport } from './useDataExport';

/** The company fields of a save, as the edit call takes them (lists copied, logo a Blob or none). */
const editFields = ({ businessId, submission, logo }: SaveBusinessInput) => ({
  ...submission,
  id: businessId,
  users: [...submission.users],
  custom_questions: [...submission.custom_questions],
  logo: logo instanceof Blob ? logo : null,
});

/**
 * The date-time field's local time ('2026-11-20T14:00') as an instant: the ingestion action reads
 * a date without an offset as UTC, so the browser's own zone is applied here.
 */
export const meetingInstant = (local: string): string => new Date(local).toISOString();

/** The detail machine's actors on the api-client (`call` is `callApi`, or a fake in tests). */
export const businessDetailActors = (call: typeof callApi) => ({
  ...businessPeopleActors(call),
  // The companies list's cached entry (docs/product.md, The wire format: getAll is cached 5 minutes).
  loadBusiness: fromPromise<LoadBusinessOutput, { businessId: string }>(async ({ input }) => {
    const list = dataOrReject(await call((api) => api.adminBusinesses.getAll()));
    const business = list.find((item) => item.id === input.businessId);
    if (!business) throw { message: BUSINESS_NOT_FOUND };
    return business;
  }),
  saveBusiness: fromPromise<SaveBusinessOutput, SaveBusinessInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminBusinesses.edit(editFields(input)))),
  ),
  // The company erased with all it holds, given its name as typed (the server checks it again).
  deleteBusiness: fromPromise<unknown, DeleteBusinessInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminBusinesses.erase(input.businessId, input.name))),
  ),
  setAccess: fromPromise<SetAccessOutput, SetAccessInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminBusinesses.setAccess(input))),
  ),
  // The file is read by the client (its text is the transcript) and sent with the admin's token.
  importMeeting: fromPromise<unknown, ImportMeetingInput>(async ({ input }) =>
    dataOrReject(
      await call((api) =>
        api.meetings.ingest({
          businessId: input.businessId,
          title: input.title,
          date: meetingInstant(input.date),
          format: input.format,
          transcript: input.file as Blob,
          tasks: [...input.tasks],
        }),
      ),
    ),
  ),
});

/** What the detail does in the browser besides calling the server (a spy in tests). */
export type DetailEffects = { copyToClipboard: (text: string) => void };

export const detailEffects = (win: Window = window): DetailEffects => ({
  // The button says 'Senha copiada' either way; the password stays on screen to be read.
  copyToClipboard: (text) => {
    win.navigator.clipboard?.writeText(text).catch(() => undefined);
  },
});

export type BusinessDetailOptions = {
  /** The company to show (the list's `detail.open(id)` / `edit.open(id)` / `delete.ask(id)`). */
  businessId: string;
  /** `edit.open(id)`: straight into edit mode. */
  startEditing?: boolean;
  /** `delete.ask(id)`: the delete confirmation alone (cancelling it closes the modal). */
  startDeleting?: boolean;
  /** The person closed the modal, or the deletion's toast is over: unmount it. */
  onClose: () => void;
  /** The 'Gerenciado por' person (the users screen's `onUserOpen`). */
  onUserOpen?: (userId: string) => void;
  /** The company changed or was deleted: the list refreshes. */
  onChanged?: () => void;
};

export const businessDetailMachineWith = (
  call: typeof callApi,
  effects: DetailEffects,
  callbacks: Pick<BusinessDetailOptions, 'onClose' | 'onChanged'>,
) =>
  businessDetailMachine.provide({
    actors: businessDetailActors(call),
    actions: {
      closeDetail: () => callbacks.onClose(),
      notifyChanged: () => callbacks.onChanged?.(),
      copyText: (_, { text }) => effects.copyToClipboard(text),
    },
  });

/**
 * The admin's company detail (admin: edit, login, delete, import; council: read). Mount it once
 * per company opened (its machine starts from `businessId`), e.g. keyed by the id.
 */
export function useBusinessDetail(options: BusinessDetailOptions): BusinessDetailModalProps {
  const { session } = useSession();
  const [machine] = useState(() =>
    businessDetailMachineWith(callApi, detailEffects(), {
      onClose: () => options.onClose(),
      onChanged: () => options.onChanged?.(),
    }),
  );
  const canManage = session?.user.role === 'admin';
  const [state, send] = useMachine(machine, {
    input: {
      businessId: options.businessId,
      canManage,
      startEditing: options.startEditing ?? false,
      startDeleting: options.startDeleting ?? false,
    },
  });
  const logoPreviewUrl = useObjectUrl(state.context.logo);
  // The admin's export of the company's data (LGPD); the council is not offered it.
  const dataExport = useDataExport('company', (api) => api.dataExports.company(options.businessId));
  return {
    ...businessDetailModalViewProps(selectBusinessDetailView(state)),
    logoPreviewUrl,
    onClose: () => send({ type: 'detail.close' }),
    onRetry: () => send({ type: 'load.retry' }),
    onTabSelect: (tab) => send({ type: 'tab.select', tab }),
    onUserOpen: options.onUserOpen,
    onEdit: () => send({ type: 'edit.start' }),
    onEditCancel: () => send({ type: 'edit.cancel' }),
    onDraftEdit: (edit) => send(edit),
    onLogoSelect: (file) => send({ type: 'logo.select', file }),
    onPeopleSearch: (query) => send({ type: 'people.search', query }),
    onPeopleRetry: () => send({ type: 'people.retry' }),
    onSave: () => send({ type: 'form.submit' }),
    onAccessChange: (field, value) => send({ type: 'access.change', field, value }),
    onAccessModeChange: (mode) => send({ type: 'access.mode', mode }),
    onAccessSubmit: () => send({ type: 'access.submit' }),
    onCopyPassword: () => send({ type: 'password.copy' }),
    onDeleteAsk: () => send({ type: 'delete.ask' }),
    onDeleteNameChange: (value) => send({ type: 'delete.name', value }),
    onDeleteCancel: () => send({ type: 'delete.cancel' }),
    onDeleteConfirm: () => send({ type: 'delete.confirm' }),
    onImportChange: (field, value) => send({ type: 'import.change', field, value }),
    onImportFile: (file) => send({ type: 'import.file', file }),
    onImportTaskAdd: () => send({ type: 'import.task.add' }),
    onImportTaskChange: (index, patch) => send({ type: 'import.task.change', index, patch }),
    onImportTaskRemove: (index) => send({ type: 'import.task.remove', index }),
    onImportSubmit: () => send({ type: 'import.submit' }),
    onToastDismiss: () => send({ type: 'toast.dismiss' }),
    dataExport: canManage ? dataExport : null,
  };
}
