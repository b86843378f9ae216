import { and, assign, fromPromise, not, raise, setup, stateIn, type SnapshotFrom } from 'xstate';
import {
  BUSINESS_APPROVE_FAILED,
  BUSINESS_APPROVED,
  BUSINESS_CREATE_FAILED,
  BUSINESS_CREATED,
  USER_CREATE_FAILED,
} from '../messages';
import { toastActions, toastDelays, toastRegion } from '../toast/toast-region';
import { failureMessage } from '../validation/failure';
import type { ImageCandidate } from '../validation/images';
import { hasErrors } from '../validation/rules';
import {
  EMPTY_BUSINESS_DRAFT,
  draftOfWaiting,
  toBusinessSubmission,
  validateBusinessDraft,
  type BusinessDraft,
  type BusinessDraftEdit,
  type BusinessPerson,
  type BusinessRecord,
  type BusinessSubmission,
  type WaitingRegistration,
} from './business-form';
import {
  EMPTY_NEW_PERSON,
  toNewPersonInput,
  validateNewPerson,
  withPerson,
  type CreatePersonInput,
  type CreatePersonOutput,
  type LoadPeopleOutput,
  type NewPersonField,
  type NewPersonValues,
} from './business-form-people';
import {
  draftChange,
  draftEditing,
  peopleErrorOf,
  peopleRegion,
  withCreatedPerson,
} from './business-form-regions';

// The admin's Create Business modal and 'Aprovar' (the same form prefilled from a waiting
// registration). Parallel regions: `form` (editing → submitting → done), `people` (the picker's
// list), `newPerson` (the inline create user step: closed, open.editing, open.saving) and `toast`
// (docs/product.md, Limits: 3 s). Done closes the dialog at once; the success toast stays 3 s, then the machine
// asks the portal to close the form (`closeForm`).

export type BusinessFormMode = 'create' | 'approve';

export type BusinessFormInput =
  { readonly mode: 'create' } | { readonly mode: 'approve'; readonly waiting: WaitingRegistration };

export type BusinessToast = { readonly tone: 'success' | 'error'; readonly text: string };

export type BusinessFormContext = {
  readonly mode: BusinessFormMode;
  /** The registration being approved (its id links people created inline). */
  readonly waiting: WaitingRegistration | null;
  readonly draft: BusinessDraft | null;
  readonly logo: unknown;
  readonly logoError: string | null;
  /** Field errors show from the first refused submit on, and follow the draft after it. */
  readonly showErrors: boolean;
  /** The server's refusal as returned, or the product's failure text; kept until the next submit. */
  readonly submitError: string | null;
  readonly people: readonly BusinessPerson[];
  readonly peopleError: string | null;
  readonly peopleQuery: string;
  readonly newPerson: NewPersonValues;
  readonly showNewPersonErrors: boolean;
  readonly newPersonError: string | null;
  /** The company as created or approved. */
  readonly saved: BusinessRecord | null;
  readonly toast: BusinessToast | null;
};

/** What the create and approve calls get (the logo opaque: a `File` in the browser, or null). */
export type SubmitBusinessInput = {
  readonly mode: BusinessFormMode;
  /** The waiting registration's id when approving. */
  readonly waitingId: string | null;
  readonly submission: BusinessSubmission;
  readonly logo: unknown;
};
export type SubmitBusinessOutput = BusinessRecord;

export type BusinessFormEvent =
  | BusinessDraftEdit
  | { type: 'logo.select'; file: ImageCandidate }
  | { type: 'people.search'; query: string }
  | { type: 'people.load' }
  | { type: 'people.retry' }
  | { type: 'newPerson.open' }
  | { type: 'newPerson.change'; field: NewPersonField; value: string }
  | { type: 'newPerson.submit' }
  | { type: 'newPerson.cancel' }
  | { type: 'form.submit' }
  /** ×, Escape, 'Cancelar'; ignored while the form is being sent. */
  | { type: 'form.close' }
  | { type: 'toast.show'; toast: BusinessToast }
  | { type: 'toast.dismiss' };

export const initialBusinessFormContext: BusinessFormContext = {
  mode: 'create',
  waiting: null,
  draft: EMPTY_BUSINESS_DRAFT,
  logo: null,
  logoError: null,
  showErrors: false,
  submitError: null,
  people: [],
  peopleError: null,
  peopleQuery: '',
  newPerson: EMPTY_NEW_PERSON,
  showNewPersonErrors: false,
  newPersonError: null,
  saved: null,
  toast: null,
};

const draftOf = (context: BusinessFormContext): BusinessDraft =>
  context.draft ?? EMPTY_BUSINESS_DRAFT;

export const businessFormMachine = setup({
  types: {
    context: {} as BusinessFormContext,
    events: {} as BusinessFormEvent,
    input: {} as BusinessFormInput,
  },
  guards: {
    isDraftValid: ({ context }) => !hasErrors(validateBusinessDraft(draftOf(context))),
    isNewPersonValid: ({ context }) => !hasErrors(validateNewPerson(context.newPerson)),
    isPersonSaving: stateIn({ newPerson: { open: 'saving' } }),
  },
  actions: {
    /** The portal closes the modal (the person closed it, or the success toast is over). */
    closeForm: () => {
      throw new Error('closeForm not provided');
    },
    /** The portal tells the companies list (it refreshes; approving also leaves the waiting list). */
    notifySaved: (_, _params: { business: BusinessRecord }) => {
      throw new Error('notifySaved not provided');
    },
    /** A person's change to the draft (`BusinessDraftEdit`). */
    editDraft: assign(({ context, event }) => draftChange(context, event)),
    ...toastActions<BusinessFormContext, BusinessFormEvent>(),
    keepPeople: assign({
      people: ({ event }) => (event as unknown as { output: LoadPeopleOutput }).output,
      peopleError: null,
    }),
    keepPeopleError: assign({
      peopleError: ({ event }) => peopleErrorOf((event as unknown as { error: unknown }).error),
    }),
  },
  actors: {
    loadPeople: fromPromise<LoadPeopleOutput, void>(async () => {
      throw new Error('loadPeople not provided');
    }),
    createPerson: fromPromise<CreatePersonOutput, CreatePersonInput>(async () => {
      throw new Error('createPerson not provided');
    }),
    submitBusiness: fromPromise<SubmitBusinessOutput, SubmitBusinessInput>(async () => {
      throw new Error('submitBusiness not provided');
    }),
  },
  delays: toastDelays,
}).createMachine({
  id: 'businessForm',
  type: 'parallel',
  context: ({ input }) => ({
    ...initialBusinessFormContext,
    mode: input.mode,
    waiting: input.mode === 'approve' ? input.waiting : null,
    draft: input.mode === 'approve' ? draftOfWaiting(input.waiting) : EMPTY_BUSINESS_DRAFT,
  }),
  // The picker's list is loaded as the form opens (through the users client's 5-minute cache).
  entry: raise({ type: 'people.load' }),
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...draftEditing,
            'form.submit': [
              // A person being created inline is not in the company yet: wait for them.
              { guard: 'isPersonSaving' },
              {
                guard: 'isDraftValid',
                target: 'submitting',
                actions: assign({ showErrors: true }),
              },
              { actions: assign({ showErrors: true, submitError: null }) },
            ],
            'form.close': { actions: 'closeForm' },
          },
        },
        submitting: {
          entry: assign({ submitError: null }),
          invoke: {
            id: 'submitBusiness',
            src: 'submitBusiness',
            input: ({ context }) => ({
              mode: context.mode,
              waitingId: context.waiting?.id ?? null,
              submission: toBusinessSubmission(draftOf(context)),
              logo: context.logo,
            }),
            onDone: {
              target: 'done',
              actions: [
                assign({ saved: ({ event }) => event.output }),
                { type: 'notifySaved', params: ({ event }) => ({ business: event.output }) },
                raise(({ context }) => ({
                  type: 'toast.show' as const,
                  toast: {
                    tone: 'success' as const,
                    text: context.mode === 'approve' ? BUSINESS_APPROVED : BUSINESS_CREATED,
                  },
                })),
              ],
            },
            // Nothing typed or picked is lost: back to the form with the server's refusal.
            onError: {
              target: 'editing',
              actions: assign({
                submitError: ({ context, event }) =>
                  failureMessage(
                    event.error,
                    context.mode === 'approve' ? BUSINESS_APPROVE_FAILED : BUSINESS_CREATE_FAILED,
                  ),
              }),
            },
          },
        },
        done: {
          after: { toastDelay: { actions: 'closeForm' } },
          on: { 'form.close': { actions: 'closeForm' } },
        },
      },
    },
    people: peopleRegion,
    newPerson: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'newPerson.open': {
              guard: not(stateIn({ form: 'done' })),
              target: 'open',
              actions: assign({
                newPerson: EMPTY_NEW_PERSON,
                showNewPersonErrors: false,
                newPersonError: null,
              }),
            },
          },
        },
        open: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'newPerson.change': {
                  actions: assign({
                    newPerson: ({ context, event }) => ({
                      ...context.newPerson,
                      [event.field]: event.value,
                    }),
                  }),
                },
                'newPerson.submit': [
                  {
                    guard: and(['isNewPersonValid', not(stateIn({ form: 'done' }))]),
                    target: 'saving',
                    actions: assign({ showNewPersonErrors: true }),
                  },
                  { actions: assign({ showNewPersonErrors: true }) },
                ],
                'newPerson.cancel': '#businessForm.newPerson.closed',
              },
            },
            saving: {
              entry: assign({ newPersonError: null }),
              invoke: {
                id: 'createPerson',
                src: 'createPerson',
                input: ({ context }) => ({
                  person: toNewPersonInput(context.newPerson),
                  businessId: context.waiting?.id ?? null,
                }),
                onDone: {
                  target: '#businessForm.newPerson.closed',
                  actions: assign({
                    people: ({ context, event }) => withPerson(context.people, event.output),
                    draft: ({ context, event }) => withCreatedPerson(context.draft, event.output),
                  }),
                },
                // The server's refusal (an e-mail taken) as returned; the values stay.
                onError: {
                  target: 'editing',
                  actions: assign({
                    newPersonError: ({ event }) => failureMessage(event.error, USER_CREATE_FAILED),
                  }),
                },
              },
            },
          },
        },
      },
    },
    toast: toastRegion,
  },
});

export type BusinessFormMachine = typeof businessFormMachine;
export type BusinessFormSnapshot = SnapshotFrom<typeof businessFormMachine>;
