import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { LANDING_PATHS } from '../model/session';
import { BUSINESSES_LOAD_FAILED, REGISTRATION_FAILED } from '../messages';
import { failureMessage } from '../validation/failure';
import {
  EMPTY_NEW_BUSINESS,
  addTeamEmails,
  removeTeamEmail,
  validateRegistrationStep1,
  validateRegistrationStep2,
  withOwnEmail,
  type BusinessChoice,
  type NewBusinessField,
  type NewBusinessValues,
  type RegistrationStep1Field,
  type RegistrationStep1Values,
  type RegistrationStep2Field,
} from '../validation/registration-rules';
import { parseBrlInput } from '../validation/money-rules';
import { hasErrors, type FieldErrors } from '../validation/rules';
import type { BusinessOption } from './business-search';

export type LoadBusinessNamesInput = void;
export type LoadBusinessNamesOutput = BusinessOption[];

export type NewBusinessPayload = {
  name: string;
  website: string;
  niche: string;
  knowledge_base: string;
  revenue_goal: number;
  instagram: string;
  teamEmails: string[];
};
/** docs/product.md registration payload. */
export type RegisterInput = {
  user: RegistrationStep1Values;
  business: { id: string } | NewBusinessPayload;
};
/**
 * Resolves (the value is ignored) when the server registered the person; REJECTS otherwise, with
 * the api-client's `ApiFailure` whose `message` the machine shows (the server's error, else
 * the product's 'Falha no registro...'); a thrown `Error` shows the product's text.
 */
export type RegisterOutput = unknown;

export type BusinessMode = 'none' | 'existing' | 'new';
/** New-business fields typed as text (team e-mails have their own events). */
export type NewBusinessTextField = Exclude<NewBusinessField, 'teamEmails'>;

export type RegistrationContext = {
  step1: RegistrationStep1Values;
  step1Errors: FieldErrors<RegistrationStep1Field>;
  /** null until loaded; kept when going back and forth so it loads once. */
  businesses: BusinessOption[] | null;
  loadError: string | null;
  search: string;
  mode: BusinessMode;
  selectedBusinessId: string | null;
  /** `teamEmails` here holds the OTHER addresses; the registrant's own is always added in front. */
  newBusiness: NewBusinessValues;
  teamEmailDraft: string;
  teamEmailError: string | null;
  step2Errors: FieldErrors<RegistrationStep2Field>;
  submitError: string | null;
};

export type RegistrationEvent =
  | { type: 'field.change'; field: RegistrationStep1Field; value: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'businesses.retry' }
  | { type: 'search.change'; query: string }
  | { type: 'business.select'; businessId: string }
  | { type: 'business.create' }
  /**
   * Back from "create a new business" to the list, nothing picked yet; what was typed for the
   * new business stays for a change of mind.
   */
  | { type: 'business.pickExisting' }
  | { type: 'business.field.change'; field: NewBusinessTextField; value: string }
  /** Text typed in the team e-mail box; a trailing comma adds what came before it. */
  | { type: 'teamEmail.change'; value: string }
  /** Enter (or comma) in the team e-mail box. */
  | { type: 'teamEmail.add' }
  | { type: 'teamEmail.remove'; email: string }
  | { type: 'form.submit' };

/** Every team e-mail, the registrant's first. */
export function teamEmailsOf(context: RegistrationContext): string[] {
  return withOwnEmail(context.newBusiness.teamEmails, context.step1.email);
}

export function businessChoiceOf(context: RegistrationContext): BusinessChoice {
  if (context.mode === 'existing')
    return { kind: 'existing', businessId: context.selectedBusinessId };
  if (context.mode === 'new') {
    return { kind: 'new', business: { ...context.newBusiness, teamEmails: teamEmailsOf(context) } };
  }
  return { kind: 'none' };
}

export function toRegisterInput(context: RegistrationContext): RegisterInput {
  const { step1 } = context;
  const user = {
    name: step1.name.trim(),
    email: step1.email.trim(),
    phone: step1.phone.trim(),
    password: step1.password,
  };
  if (context.mode === 'existing')
    return { user, business: { id: context.selectedBusinessId ?? '' } };
  const b = context.newBusiness;
  return {
    user,
    business: {
      name: b.name.trim(),
      website: b.website.trim(),
      niche: b.niche.trim(),
      knowledge_base: b.knowledge_base.trim(),
      revenue_goal: parseBrlInput(b.revenue_goal) ?? 0,
      instagram: b.instagram.trim(),
      teamEmails: teamEmailsOf(context),
    },
  };
}

const lower = (email: string) => email.trim().toLowerCase();

const othersOf = (emails: readonly string[], own: string): string[] =>
  emails.filter((email) => lower(email) !== lower(own));

function addDraft(context: RegistrationContext, typed: string) {
  if (typed.trim() === '') return { teamEmailDraft: '', teamEmailError: null };
  const result = addTeamEmails(teamEmailsOf(context), typed, context.step1.email);
  return {
    newBusiness: {
      ...context.newBusiness,
      teamEmails: othersOf(result.emails, context.step1.email),
    },
    teamEmailDraft: result.rest,
    teamEmailError: result.error,
    step2Errors: { ...context.step2Errors, teamEmails: undefined },
  };
}

/**
 * Submitting a new business first adds what is still typed in the team e-mail box. An address
 * already on the team (say, the registrant's own typed again) is there already: submitting drops
 * it rather than refusing it, so it never holds the registration back.
 */
function withCommittedDraft(context: RegistrationContext): RegistrationContext {
  if (context.mode !== 'new') return context;
  const team = teamEmailsOf(context).map(lower);
  const notOnTeam = context.teamEmailDraft
    .split(',')
    .filter((part) => !team.includes(lower(part)))
    .join(',');
  return { ...context, ...addDraft(context, notOnTeam) };
}

/** The registration as the machine starts it (also what stories build fixtures from). */
export const initialRegistrationContext: RegistrationContext = {
  step1: { name: '', email: '', phone: '', password: '' },
  step1Errors: {},
  businesses: null,
  loadError: null,
  search: '',
  mode: 'none',
  selectedBusinessId: null,
  newBusiness: EMPTY_NEW_BUSINESS,
  teamEmailDraft: '',
  teamEmailError: null,
  step2Errors: {},
  submitError: null,
};

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  guards: {
    isStep1Valid: ({ context }) => !hasErrors(validateRegistrationStep1(context.step1)),
    isStep2Valid: ({ context }) => {
      const committed = withCommittedDraft(context);
      // A bad team e-mail only blocks the new business it belongs to, not joining an existing one.
      return (
        !hasErrors(validateRegistrationStep2(businessChoiceOf(committed))) &&
        (committed.mode !== 'new' || committed.teamEmailError === null)
      );
    },
    hasBusinesses: ({ context }) => context.businesses !== null,
  },
  actions: {
    navigate: notProvided('navigate') as (_: unknown, params: { to: string }) => void,
  },
  actors: {
    loadBusinessNames: fromPromise<LoadBusinessNamesOutput, LoadBusinessNamesInput>(async () => {
      throw new Error('loadBusinessNames not provided');
    }),
    register: fromPromise<RegisterOutput, RegisterInput>(async () => {
      throw new Error('register not provided');
    }),
  },
}).createMachine({
  id: 'registration',
  context: initialRegistrationContext,
  initial: 'step1',
  states: {
    step1: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({
            step1: { ...context.step1, [event.field]: event.value },
            step1Errors: { ...context.step1Errors, [event.field]: undefined },
          })),
        },
        'step.next': [
          { guard: 'isStep1Valid', target: 'step2', actions: assign({ step1Errors: {} }) },
          {
            actions: assign({
              step1Errors: ({ context }) => validateRegistrationStep1(context.step1),
            }),
          },
        ],
      },
    },
    step2: {
      initial: 'start',
      on: {
        // Back keeps everything typed in both steps.
        'step.back': { target: 'step1', actions: assign({ submitError: null }) },
        'search.change': { actions: assign({ search: ({ event }) => event.query }) },
        'business.select': {
          actions: assign(({ context, event }) => ({
            mode: 'existing' as const,
            selectedBusinessId: event.businessId,
            step2Errors: { ...context.step2Errors, business: undefined },
          })),
        },
        'business.create': {
          actions: assign(({ context }) => ({
            mode: 'new' as const,
            selectedBusinessId: null,
            step2Errors: { ...context.step2Errors, business: undefined },
          })),
        },
        'business.pickExisting': {
          actions: assign(({ context }) => ({
            mode: 'existing' as const,
            // Kept as is: null after 'business.create', so submitting asks to pick one (docs/product.md, Limits).
            selectedBusinessId: context.selectedBusinessId,
            step2Errors: { ...context.step2Errors, business: undefined },
          })),
        },
        'business.field.change': {
          actions: assign(({ context, event }) => ({
            newBusiness: { ...context.newBusiness, [event.field]: event.value },
            step2Errors: { ...context.step2Errors, [event.field]: undefined },
          })),
        },
        'teamEmail.change': {
          actions: assign(({ context, event }) => {
            // docs/product.md: a comma adds the address typed before it.
            if (!event.value.includes(',')) {
              return { teamEmailDraft: event.value, teamEmailError: null };
            }
            return addDraft(context, event.value);
          }),
        },
        'teamEmail.add': {
          actions: assign(({ context }) => addDraft(context, context.teamEmailDraft)),
        },
        'teamEmail.remove': {
          actions: assign(({ context, event }) => ({
            newBusiness: {
              ...context.newBusiness,
              teamEmails: othersOf(
                removeTeamEmail(teamEmailsOf(context), event.email, context.step1.email),
                context.step1.email,
              ),
            },
          })),
        },
        'form.submit': [
          {
            guard: 'isStep2Valid',
            target: 'submitting',
            actions: assign(({ context }) => ({
              ...withCommittedDraft(context),
              step2Errors: {},
              submitError: null,
            })),
          },
          {
            actions: assign(({ context }) => {
              const committed = withCommittedDraft(context);
              return {
                ...committed,
                step2Errors: validateRegistrationStep2(businessChoiceOf(committed)),
                submitError: null,
              };
            }),
          },
        ],
      },
      states: {
        start: {
          always: [{ guard: 'hasBusinesses', target: 'ready' }, { target: 'loadingBusinesses' }],
        },
        loadingBusinesses: {
          entry: assign({ loadError: null }),
          invoke: {
            id: 'loadBusinessNames',
            src: 'loadBusinessNames',
            onDone: {
              target: 'ready',
              actions: assign({ businesses: ({ event }) => event.output }),
            },
            onError: {
              target: 'loadFailed',
              actions: assign({ loadError: BUSINESSES_LOAD_FAILED }),
            },
          },
        },
        loadFailed: {
          on: { 'businesses.retry': 'loadingBusinesses' },
        },
        ready: {},
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => toRegisterInput(context),
        onDone: 'done',
        onError: {
          target: 'step2',
          actions: assign({
            submitError: ({ event }) => failureMessage(event.error, REGISTRATION_FAILED),
          }),
        },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: { to: LANDING_PATHS.waiting } },
    },
  },
});

export type RegistrationMachine = typeof registrationMachine;
export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;
