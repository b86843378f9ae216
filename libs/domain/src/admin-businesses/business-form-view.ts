import type { FormStatus, LoadStatus } from '../model/status';
import type { FieldErrors } from '../validation/rules';
import {
  EMPTY_BUSINESS_DRAFT,
  canAddQuestion,
  suggestPeople,
  validateBusinessDraft,
  validateCustomQuestions,
  type BusinessDraft,
  type BusinessFormErrorField,
  type BusinessPerson,
} from './business-form';
import {
  validateNewPerson,
  type NewPersonField,
  type NewPersonValues,
} from './business-form-people';
import type {
  BusinessFormMode,
  BusinessFormSnapshot,
  BusinessToast,
} from './business-form.machine';

/** The people picker as both company forms show it. */
export type PeoplePickerView = {
  readonly status: LoadStatus;
  readonly error: string | null;
  readonly query: string;
  /** Who the typed query finds among the people not in the company yet. */
  readonly suggestions: readonly BusinessPerson[];
};

/** The inline create user step. */
export type NewPersonView = {
  readonly open: boolean;
  readonly saving: boolean;
  readonly values: NewPersonValues;
  readonly errors: FieldErrors<NewPersonField>;
  /** The server's refusal as returned, or 'Failed to create user. Please try again.'. */
  readonly error: string | null;
};

/** What the shared company form shows, in the create/approve modal and in the detail's edit mode. */
export type BusinessFormFieldsView = {
  readonly draft: BusinessDraft;
  readonly errors: FieldErrors<BusinessFormErrorField>;
  /** One entry per question (blank, repeated), shown with the errors. */
  readonly questionErrors: readonly (string | undefined)[];
  readonly canAddQuestion: boolean;
  /** A logo picked and accepted (a `File` in the browser), to preview. */
  readonly logo: unknown;
  readonly logoError: string | null;
  readonly people: PeoplePickerView;
};

export type BusinessFormView = BusinessFormFieldsView & {
  readonly mode: BusinessFormMode;
  readonly status: FormStatus;
  /** The dialog is open until the company is saved (its toast then shows outside it). */
  readonly open: boolean;
  readonly submitError: string | null;
  readonly newPerson: NewPersonView;
  /** 'Business created successfully!' (or approved) for 3 s, shown once the dialog closed. */
  readonly toast: BusinessToast | null;
};

type FieldsHolder = {
  readonly draft: BusinessDraft | null;
  readonly logo: unknown;
  readonly logoError: string | null;
  readonly showErrors: boolean;
  readonly people: readonly BusinessPerson[];
  readonly peopleError: string | null;
  readonly peopleQuery: string;
};

/** The shared form's view from a machine's context and its `people` region's state. */
export function formFieldsView(
  context: FieldsHolder,
  peopleStatus: LoadStatus,
): BusinessFormFieldsView {
  const draft = context.draft ?? EMPTY_BUSINESS_DRAFT;
  return {
    draft,
    errors: context.showErrors ? validateBusinessDraft(draft) : {},
    questionErrors: context.showErrors ? validateCustomQuestions(draft.questions).items : [],
    canAddQuestion: canAddQuestion(draft.questions),
    logo: context.logo,
    logoError: context.logoError,
    people: {
      status: peopleStatus,
      error: context.peopleError,
      query: context.peopleQuery,
      suggestions: suggestPeople(context.people, draft.people, context.peopleQuery),
    },
  };
}

/** The `people` region as a load status (not asked yet reads as loading: it is asked at once). */
export function peopleStatusOf(snapshot: { matches: (value: never) => boolean }): LoadStatus {
  const matches = (value: unknown) =>
    (snapshot.matches as (value: unknown) => boolean).call(snapshot, value);
  if (matches({ people: 'ready' })) return 'ready';
  if (matches({ people: 'failure' })) return 'failure';
  return 'loading';
}

/**
 * What the create/approve modal reads from the machine: a running actor's snapshot in the app, a
 * `businessFormMachine.resolveState({ value, context })` in stories.
 */
export function selectBusinessFormView(snapshot: BusinessFormSnapshot): BusinessFormView {
  const { context } = snapshot;
  const status: FormStatus = snapshot.matches({ form: 'submitting' })
    ? 'submitting'
    : snapshot.matches({ form: 'done' })
      ? 'done'
      : 'editing';
  return {
    ...formFieldsView(context, peopleStatusOf(snapshot)),
    mode: context.mode,
    status,
    open: status !== 'done',
    submitError: context.submitError,
    newPerson: {
      open: snapshot.matches({ newPerson: 'open' }),
      saving: snapshot.matches({ newPerson: { open: 'saving' } }),
      values: context.newPerson,
      errors: context.showNewPersonErrors ? validateNewPerson(context.newPerson) : {},
      error: context.newPersonError,
    },
    toast: context.toast,
  };
}
