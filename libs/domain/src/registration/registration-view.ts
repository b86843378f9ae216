import { NO_BUSINESS_FOUND } from '../messages';
import type { FormStatus, LoadStatus } from '../model/status';
import {
  canRemoveTeamEmail,
  type FieldErrors,
  type NewBusinessValues,
  type RegistrationStep1Field,
  type RegistrationStep1Values,
  type RegistrationStep2Field,
} from '../validation/rules';
import { filterBusinesses, type BusinessOption } from './business-search';
import {
  teamEmailsOf,
  type NewBusinessTextField,
  type RegistrationContext,
  type RegistrationSnapshot,
} from './registration.machine';

/** The step-2 list as shown: filtered by the search, with SPEC's empty text. */
export function selectBusinessList(context: RegistrationContext): {
  items: BusinessOption[];
  emptyMessage: string | null;
} {
  const items = filterBusinesses(context.businesses ?? [], context.search);
  return {
    items,
    emptyMessage: context.businesses && items.length === 0 ? NO_BUSINESS_FOUND : null,
  };
}

/** The machine's top-level state: which step, or the registration on its way or accepted. */
export type RegistrationStage = 'step1' | 'step2' | 'submitting' | 'done';

/** A team e-mail as a chip; the registrant's own is `fixed` (no remove button). */
export type TeamEmailChip = { email: string; fixed: boolean };

export type RegistrationView = {
  step: 'personal' | 'business';
  /** 'done': accepted, the app is on its way to /waiting (the form stays busy). */
  status: FormStatus;
  personal: RegistrationStep1Values;
  personalErrors: FieldErrors<RegistrationStep1Field>;
  /** The existing businesses' list: loading, there (filtered by `search`), or failed. */
  businessesStatus: LoadStatus;
  businesses: BusinessOption[];
  /** SPEC's 'Nenhum negócio encontrado' when the list (as filtered) is empty. */
  businessesEmptyText: string | null;
  businessesError: string | null;
  search: string;
  /** Nothing picked yet reads as the list ('existing'), which the screen offers first. */
  mode: 'existing' | 'new';
  selectedBusinessId: string | null;
  newBusiness: Pick<NewBusinessValues, NewBusinessTextField>;
  /** Every team e-mail, the registrant's first. */
  teamEmails: TeamEmailChip[];
  /** What is typed in the team e-mail box, not added yet. */
  teamEmailDraft: string;
  /** The box's refusal ('O email ... não é válido'), else the form's 'Adicione pelo menos...'. */
  teamEmailError: string | null;
  /** Step 2's other field errors (`business` when nothing was chosen). */
  businessErrors: FieldErrors<Exclude<RegistrationStep2Field, 'teamEmails'>>;
  /** The server's refusal of the registration (SPEC §8). */
  formError: string | null;
};

/**
 * The registration as the screen shows it, from the machine's context and stage. Stories call it
 * with a fixture (`{ ...initialRegistrationContext, ... }`), so they show what the machine would.
 */
export function registrationViewOf(
  context: RegistrationContext,
  stage: RegistrationStage,
): RegistrationView {
  const list = selectBusinessList(context);
  const { teamEmails: _others, ...newBusiness } = context.newBusiness;
  const { teamEmails: teamEmailsError, ...businessErrors } = context.step2Errors;
  return {
    step: stage === 'step1' ? 'personal' : 'business',
    status: stage === 'submitting' ? 'submitting' : stage === 'done' ? 'done' : 'editing',
    personal: context.step1,
    personalErrors: context.step1Errors,
    businessesStatus: context.businesses ? 'ready' : context.loadError ? 'failure' : 'loading',
    businesses: list.items,
    businessesEmptyText: list.emptyMessage,
    businessesError: context.loadError,
    search: context.search,
    mode: context.mode === 'new' ? 'new' : 'existing',
    selectedBusinessId: context.selectedBusinessId,
    newBusiness,
    teamEmails: teamEmailsOf(context).map((email) => ({
      email,
      fixed: !canRemoveTeamEmail(email, context.step1.email),
    })),
    teamEmailDraft: context.teamEmailDraft,
    teamEmailError: context.teamEmailError ?? teamEmailsError ?? null,
    businessErrors,
    formError: context.submitError,
  };
}

const stageOf = (snapshot: RegistrationSnapshot): RegistrationStage =>
  snapshot.matches('step1')
    ? 'step1'
    : snapshot.matches('step2')
      ? 'step2'
      : snapshot.matches('submitting')
        ? 'submitting'
        : 'done';

/** What the registration screen reads from the machine. */
export function selectRegistrationView(snapshot: RegistrationSnapshot): RegistrationView {
  return registrationViewOf(snapshot.context, stageOf(snapshot));
}
