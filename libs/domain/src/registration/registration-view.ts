import { NO_BUSINESS_FOUND } from '../messages';
import type { FormStatus, LoadStatus } from '../model/status';
import {
  canRemoveTeamEmail,
  type NewBusinessValues,
  type RegistrationStep1Field,
  type RegistrationStep1Values,
  type RegistrationStep2Field,
} from '../validation/registration-rules';
import type { FieldErrors } from '../validation/rules';
import { filterBusinesses, type BusinessOption } from './business-search';
import {
  teamEmailsOf,
  type NewBusinessTextField,
  type RegistrationContext,
  type RegistrationSnapshot,
} from './registration.machine';

/** The step-2 list as shown: filtered by the search, with the product's empty text. */
function businessListOf(context: RegistrationContext): {
  items: BusinessOption[];
  emptyMessage: string | null;
} {
  const items = filterBusinesses(context.businesses ?? [], context.search);
  return {
    items,
    emptyMessage: context.businesses && items.length === 0 ? NO_BUSINESS_FOUND : null,
  };
}

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
  /** the product's 'Nenhum negócio encontrado' when the list (as filtered) is empty. */
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
  /** The server's refusal of the registration (the error catalogue in docs/product.md). */
  formError: string | null;
};

/**
 * What the registration screen reads from the machine: a running actor's snapshot in the app, a
 * `registrationMachine.resolveState({ value, context })` in stories. The business list's status
 * comes from the context (loaded, failed), which a submit in flight keeps as it was.
 */
export function selectRegistrationView(snapshot: RegistrationSnapshot): RegistrationView {
  const { context } = snapshot;
  const list = businessListOf(context);
  const { teamEmails: _others, ...newBusiness } = context.newBusiness;
  const { teamEmails: teamEmailsError, ...businessErrors } = context.step2Errors;
  return {
    step: snapshot.matches('step1') ? 'personal' : 'business',
    status: snapshot.matches('submitting')
      ? 'submitting'
      : snapshot.matches('done')
        ? 'done'
        : 'editing',
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
