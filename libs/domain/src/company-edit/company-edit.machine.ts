import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Company, CompanyDraft } from '../model/workspace';
import type { RecordStatus } from '../model/status';
import { failureMessage } from '../validation/failure';
import { validateImage, type ImageCandidate } from '../validation/images';
import { revenueGoalWireText } from '../validation/revenue-goal-rules';
import { hasErrors, type FieldErrors } from '../validation/rules';
import { validateCompanyDraft, type CompanyDraftField } from './company-draft-rules';
import {
  AUTH_DATA_MISSING,
  COMPANY_LOAD_FAILED,
  COMPANY_UPDATED,
  COMPANY_UPDATE_FAILED,
} from '../messages';
import { TOAST_MS } from '../toast/toast-region';

/** the error catalogue in docs/product.md: the company page's texts. */
export const companyEditMessages = {
  authMissing: AUTH_DATA_MISSING,
  loadFailed: COMPANY_LOAD_FAILED,
  updateFailed: COMPANY_UPDATE_FAILED,
  updated: COMPANY_UPDATED,
} as const;

/** The company as stored in `businessDetails`. Reject when the call failed. */
export type LoadCompanyOutput = Company;

export type SaveCompanyInput = {
  draft: CompanyDraft;
  /** The chosen logo file (a `File` in the browser), or null to keep the current logo. */
  logo: unknown;
};
/**
 * The company as it is now (best: re-read after the update, so a new logo URL shows), or null
 * when the server only said ok: the page then shows the draft's fields with the old logo.
 * Reject when the call failed; a rejection carrying a user-facing `{ message }` (the
 * api-client's ApiFailure, e.g. 'Dados de autenticação ausentes') shows that text.
 */
export type SaveCompanyOutput = Company | null;

export type CompanyEditContext = {
  company: Company | null;
  /** Edit mode's copy of the fields; null outside edit mode. */
  draft: CompanyDraft | null;
  /** The accepted logo file, kept opaque (the domain never touches a File). */
  logo: unknown;
  logoError: string | null;
  /** Why a field stops the save (`validateCompanyDraft`), beside it until it is changed. */
  fieldErrors: FieldErrors<CompanyDraftField>;
  loadError: string | null;
  /** 'Informações atualizadas com sucesso' for 3 s after a save. */
  successMessage: string | null;
  /** The failed save's message for 3 s, in edit mode. */
  errorMessage: string | null;
};

export type CompanyEditEvent =
  | { type: 'load.retry' }
  | { type: 'edit.start' }
  | { type: 'field.change'; field: CompanyDraftField; value: string }
  /** Any object with the file's `size` (bytes) and MIME `type`, e.g. a browser `File`. */
  | { type: 'logo.select'; file: ImageCandidate }
  | { type: 'edit.cancel' }
  | { type: 'view.select' }
  | { type: 'form.submit' };

/** Before the company is loaded; stories start their fixture contexts from it. */
export const initialCompanyEditContext: CompanyEditContext = {
  company: null,
  draft: null,
  logo: null,
  logoError: null,
  fieldErrors: {},
  loadError: null,
  successMessage: null,
  errorMessage: null,
};

/** The editable fields of a company, as edit mode starts with them. */
export function draftOf(company: Company): CompanyDraft {
  return {
    website: company.website,
    niche: company.niche,
    knowledge_base: company.knowledge_base,
    meta_faturamento: company.meta_faturamento,
    username_instagram: company.username_instagram,
  };
}

/**
 * docs/product.md, Limits: the revenue goal travels as text and defaults to '0'; it goes as the number the person
 * typed ('1.300.000' → '1300000'), read by the money rules the server reads it with.
 */
export function toCompanyUpdate(draft: CompanyDraft): CompanyDraft {
  return { ...draft, meta_faturamento: revenueGoalWireText(draft.meta_faturamento) };
}

const closedEditor = { draft: null, logo: null, logoError: null, fieldErrors: {} } as const;

export const companyEditMachine = setup({
  types: {
    context: {} as CompanyEditContext,
    events: {} as CompanyEditEvent,
  },
  guards: {
    isImageAccepted: ({ event }) =>
      event.type === 'logo.select' && validateImage(event.file, 'logo') === undefined,
    isDraftValid: ({ context }) =>
      context.draft !== null && !hasErrors(validateCompanyDraft(context.draft)),
  },
  actors: {
    loadCompany: fromPromise<LoadCompanyOutput, void>(async () => {
      throw new Error('loadCompany not provided');
    }),
    saveCompany: fromPromise<SaveCompanyOutput, SaveCompanyInput>(async () => {
      throw new Error('saveCompany not provided');
    }),
  },
  delays: {
    // The success and error messages stay 3 s, as toasts do.
    messageDelay: TOAST_MS,
  },
}).createMachine({
  id: 'companyEdit',
  context: initialCompanyEditContext,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCompany',
        src: 'loadCompany',
        onDone: {
          target: 'viewing',
          actions: assign({ company: ({ event }) => event.output, loadError: null }),
        },
        onError: {
          target: 'loadFailure',
          actions: assign({
            loadError: ({ event }) => failureMessage(event.error, COMPANY_LOAD_FAILED),
          }),
        },
      },
    },
    loadFailure: {
      on: { 'load.retry': 'loading' },
    },
    viewing: {
      initial: 'idle',
      on: {
        'edit.start': {
          target: 'editing',
          actions: assign(({ context }) => ({
            ...closedEditor,
            draft: context.company ? draftOf(context.company) : null,
          })),
        },
      },
      states: {
        idle: {},
        notice: {
          exit: assign({ successMessage: null }),
          after: { messageDelay: 'idle' },
        },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        // A changed field drops its message; the others keep theirs until the next save.
        'field.change': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft ? { ...context.draft, [event.field]: event.value } : null,
            fieldErrors: ({ context, event }) => ({
              ...context.fieldErrors,
              [event.field]: undefined,
            }),
          }),
        },
        'logo.select': [
          {
            guard: 'isImageAccepted',
            actions: assign({ logo: ({ event }) => event.file, logoError: null }),
          },
          {
            // A refused file replaces the earlier choice: what is sent is what was last picked.
            actions: assign({
              logo: null,
              logoError: ({ event }) => validateImage(event.file, 'logo') ?? null,
            }),
          },
        ],
        // docs/product.md: back to view mode discards the draft.
        'edit.cancel': { target: 'viewing', actions: assign(closedEditor) },
        'view.select': { target: 'viewing', actions: assign(closedEditor) },
        // Nothing leaves while a field is wrong: each message shows beside its field.
        'form.submit': [
          { guard: 'isDraftValid', target: 'saving', actions: assign({ fieldErrors: {} }) },
          {
            actions: assign({
              fieldErrors: ({ context }) =>
                context.draft ? validateCompanyDraft(context.draft) : {},
            }),
          },
        ],
      },
      states: {
        idle: {},
        notice: {
          exit: assign({ errorMessage: null }),
          after: { messageDelay: 'idle' },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveCompany',
        src: 'saveCompany',
        input: ({ context }) => ({
          draft: toCompanyUpdate(context.draft as CompanyDraft),
          logo: context.logo,
        }),
        onDone: {
          target: 'viewing.notice',
          actions: assign(({ context, event }) => ({
            ...closedEditor,
            company:
              event.output ??
              (context.company && context.draft
                ? { ...context.company, ...toCompanyUpdate(context.draft) }
                : context.company),
            successMessage: COMPANY_UPDATED,
          })),
        },
        // docs/product.md: a failure stays in edit mode with the draft (and logo) kept.
        onError: {
          target: 'editing.notice',
          actions: assign({
            errorMessage: ({ event }) => failureMessage(event.error, COMPANY_UPDATE_FAILED),
          }),
        },
      },
    },
  },
});

export type CompanyEditMachine = typeof companyEditMachine;
export type CompanyEditSnapshot = SnapshotFrom<typeof companyEditMachine>;

export type CompanyEditView = {
  /** The machine's `loadFailure` state is the vocabulary's `failure`. */
  status: RecordStatus;
  company: Company | null;
  /** What the fields show: the draft in edit mode, the company otherwise. */
  fields: CompanyDraft | null;
  /** Fields are disabled outside edit mode (docs/product.md). */
  isEditable: boolean;
  /** The save button reads 'Salvando...'. */
  isSaving: boolean;
  hasNewLogo: boolean;
  logoError: string | null;
  /** Each field's message (the product's texts), in edit mode only. */
  fieldErrors: FieldErrors<CompanyDraftField>;
  loadError: string | null;
  successMessage: string | null;
  errorMessage: string | null;
};

/**
 * What the company page reads from the machine: a running actor's snapshot in the app, a
 * `companyEditMachine.resolveState({ value, context })` in stories.
 */
export function selectCompanyEditView(snapshot: CompanyEditSnapshot): CompanyEditView {
  const { context } = snapshot;
  const status: RecordStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailure')
      ? 'failure'
      : snapshot.matches('editing')
        ? 'editing'
        : snapshot.matches('saving')
          ? 'saving'
          : 'viewing';
  return {
    status,
    company: context.company,
    fields: context.draft ?? (context.company ? draftOf(context.company) : null),
    isEditable: status === 'editing',
    isSaving: status === 'saving',
    hasNewLogo: context.logo !== null,
    logoError: context.logoError,
    fieldErrors: status === 'editing' ? context.fieldErrors : {},
    loadError: context.loadError,
    successMessage: context.successMessage,
    errorMessage: context.errorMessage,
  };
}
