import { assign, fromPromise, setup } from 'xstate';
import { hasErrors } from '../validation/rules';
import { validateAccess, type SetAccessInput, type SetAccessOutput } from './business-access';
import { draftOfBusiness, validateBusinessDraft } from './business-form';
import type { LoadPeopleOutput } from './business-form-people';
import type { BusinessToast } from './business-form.machine';
import { draftChange, peopleErrorOf } from './business-form-regions';
import { confirmsCompanyName } from './business-erase';
import type {
  BusinessDetailContext,
  BusinessDetailEvent,
  BusinessDetailInput,
  DeleteBusinessInput,
  LoadBusinessOutput,
  SaveBusinessInput,
  SaveBusinessOutput,
} from './business-detail.types';
import {
  validateImportTask,
  validateMeetingImport,
  type ImportMeetingInput,
} from './meeting-import';
import { toastActions, toastDelays } from '../toast/toast-region';

// The detail machine's setup (its states are in business-detail.machine.ts, the admin's login
// and import sections in business-detail-sections.ts).

export const success = (text: string): BusinessToast => ({ tone: 'success', text });

const importErrorsOf = (context: BusinessDetailContext) =>
  validateMeetingImport(context.meeting, context.transcript !== null, context.transcriptError);

/** Leaving edit mode (cancelled or saved): nothing of the draft survives. */
export const closedEditor = {
  draft: null,
  logo: null,
  logoError: null,
  showErrors: false,
  saveError: null,
};

/** While something is being sent the dialog stays open (its answer must be shown). */
export const stayOpen = { 'detail.close': { actions: [] } } as const;

export const businessDetailSetup = setup({
  types: {
    context: {} as BusinessDetailContext,
    events: {} as BusinessDetailEvent,
    input: {} as BusinessDetailInput,
  },
  guards: {
    canManage: ({ context }) => context.canManage,
    isStartEditing: ({ context }) => context.canManage && context.startEditing,
    isStartDeleting: ({ context }) => context.canManage && context.startDeleting,
    isDraftValid: ({ context }) =>
      context.draft !== null && !hasErrors(validateBusinessDraft(context.draft)),
    isAccessValid: ({ context }) => !hasErrors(validateAccess(context.access)),
    isImportValid: ({ context }) =>
      !hasErrors(importErrorsOf(context)) &&
      context.meeting.tasks.every((task) => !hasErrors(validateImportTask(task))),
    hasGeneratedPassword: ({ context }) => context.generatedPassword !== null,
    /** The company's name typed in the erasure's confirmation, exactly. */
    isNameConfirmed: ({ context }) =>
      context.business !== null && confirmsCompanyName(context.deleteName, context.business.name),
  },
  actions: {
    /** The portal closes the modal (the person closed it, or the deletion's toast is over). */
    closeDetail: () => {
      throw new Error('closeDetail not provided');
    },
    /** The portal tells the companies list that this company changed or is gone. */
    notifyChanged: () => {
      throw new Error('notifyChanged not provided');
    },
    /** The portal writes the text to the clipboard. */
    copyText: (_, _params: { text: string }) => {
      throw new Error('copyText not provided');
    },
    ...toastActions<BusinessDetailContext, BusinessDetailEvent>(),
    editDraft: assign(({ context, event }) => draftChange(context, event)),
    keepPeople: assign({
      people: ({ event }) => (event as unknown as { output: LoadPeopleOutput }).output,
      peopleError: null,
    }),
    keepPeopleError: assign({
      peopleError: ({ event }) => peopleErrorOf((event as unknown as { error: unknown }).error),
    }),
    openEditor: assign(({ context }) => ({
      ...closedEditor,
      peopleQuery: '',
      draft: context.business ? draftOfBusiness(context.business) : null,
    })),
    forgetPassword: assign({ generatedPassword: null, passwordCopied: false }),
  },
  actors: {
    loadBusiness: fromPromise<LoadBusinessOutput, { businessId: string }>(async () => {
      throw new Error('loadBusiness not provided');
    }),
    loadPeople: fromPromise<LoadPeopleOutput, void>(async () => {
      throw new Error('loadPeople not provided');
    }),
    saveBusiness: fromPromise<SaveBusinessOutput, SaveBusinessInput>(async () => {
      throw new Error('saveBusiness not provided');
    }),
    deleteBusiness: fromPromise<unknown, DeleteBusinessInput>(async () => {
      throw new Error('deleteBusiness not provided');
    }),
    setAccess: fromPromise<SetAccessOutput, SetAccessInput>(async () => {
      throw new Error('setAccess not provided');
    }),
    importMeeting: fromPromise<unknown, ImportMeetingInput>(async () => {
      throw new Error('importMeeting not provided');
    }),
  },
  delays: toastDelays,
});
