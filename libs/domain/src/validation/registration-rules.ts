import {
  BUSINESS_CHOICE_REQUIRED,
  BUSINESS_NAME_REQUIRED,
  INSTAGRAM_MUST_START_WITH_AT,
  INSTAGRAM_REQUIRED,
  KNOWLEDGE_BASE_REQUIRED,
  KNOWLEDGE_BASE_TOO_SHORT,
  NAME_REQUIRED,
  NICHE_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PHONE_REQUIRED,
  TEAM_EMAILS_REQUIRED,
  TEAM_EMAILS_TOO_MANY,
  WEBSITE_INVALID,
  WEBSITE_REQUIRED,
  teamEmailDuplicate,
  teamEmailInvalid,
} from '../messages';
import { KNOWLEDGE_BASE_MIN_LENGTH, PASSWORD_MIN_LENGTH, TEAM_EMAILS_MAX } from './limits';
import { isBlank, isValidEmail, validateEmail, type FieldErrors } from './rules';
import { validateRevenueGoalText } from './revenue-goal-rules';
import { isValidWebsite } from './website-rules';

// ---------------------------------------------------------------- registration

export function validatePassword(password: string): string | undefined {
  if (password === '') return PASSWORD_REQUIRED;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return undefined;
}

export type RegistrationStep1Values = {
  name: string;
  email: string;
  phone: string;
  password: string;
};
export type RegistrationStep1Field = keyof RegistrationStep1Values;

export function validateRegistrationStep1(
  values: RegistrationStep1Values,
): FieldErrors<RegistrationStep1Field> {
  const errors: FieldErrors<RegistrationStep1Field> = {};
  if (isBlank(values.name)) errors.name = NAME_REQUIRED;
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (isBlank(values.phone)) errors.phone = PHONE_REQUIRED;
  const password = validatePassword(values.password);
  if (password) errors.password = password;
  return errors;
}

export type NewBusinessValues = {
  name: string;
  website: string;
  niche: string;
  knowledge_base: string;
  /** As the money field holds it ('1300000.5'); read by parseBrlInput when validated and sent. */
  revenue_goal: string;
  instagram: string;
  teamEmails: string[];
};
export type NewBusinessField = keyof NewBusinessValues;

export const EMPTY_NEW_BUSINESS: NewBusinessValues = {
  name: '',
  website: '',
  niche: '',
  knowledge_base: '',
  revenue_goal: '',
  instagram: '',
  teamEmails: [],
};

export function validateNewBusiness(values: NewBusinessValues): FieldErrors<NewBusinessField> {
  const errors: FieldErrors<NewBusinessField> = {};
  if (isBlank(values.name)) errors.name = BUSINESS_NAME_REQUIRED;
  if (isBlank(values.website)) errors.website = WEBSITE_REQUIRED;
  else if (!isValidWebsite(values.website)) errors.website = WEBSITE_INVALID;
  if (isBlank(values.niche)) errors.niche = NICHE_REQUIRED;
  if (isBlank(values.knowledge_base)) errors.knowledge_base = KNOWLEDGE_BASE_REQUIRED;
  else if (values.knowledge_base.trim().length < KNOWLEDGE_BASE_MIN_LENGTH)
    errors.knowledge_base = KNOWLEDGE_BASE_TOO_SHORT;
  const revenueGoal = validateRevenueGoalText(values.revenue_goal, {
    required: true,
    positive: true,
  });
  if (revenueGoal) errors.revenue_goal = revenueGoal;
  if (isBlank(values.instagram)) errors.instagram = INSTAGRAM_REQUIRED;
  else if (!values.instagram.trim().startsWith('@'))
    errors.instagram = INSTAGRAM_MUST_START_WITH_AT;
  if (values.teamEmails.length === 0) errors.teamEmails = TEAM_EMAILS_REQUIRED;
  else if (values.teamEmails.length > TEAM_EMAILS_MAX) errors.teamEmails = TEAM_EMAILS_TOO_MANY;
  else {
    const invalid = values.teamEmails.find((email) => !isValidEmail(email));
    if (invalid !== undefined) errors.teamEmails = teamEmailInvalid(invalid);
  }
  return errors;
}

export type BusinessChoice =
  | { kind: 'none' }
  | { kind: 'existing'; businessId: string | null }
  | { kind: 'new'; business: NewBusinessValues };

export type RegistrationStep2Field = NewBusinessField | 'business';

export function validateRegistrationStep2(
  choice: BusinessChoice,
): FieldErrors<RegistrationStep2Field> {
  if (choice.kind === 'none') return { business: BUSINESS_CHOICE_REQUIRED };
  if (choice.kind === 'existing') {
    return choice.businessId ? {} : { business: BUSINESS_CHOICE_REQUIRED };
  }
  return validateNewBusiness(choice.business);
}

// ---------------------------------------------------------------- team e-mails

/** Keys that turn what was typed into team e-mail chips (docs/product.md: comma or Enter). */
export const TEAM_EMAIL_SEPARATOR_KEYS = [',', 'Enter'] as const;

export function isTeamEmailSeparatorKey(key: string): boolean {
  return (TEAM_EMAIL_SEPARATOR_KEYS as readonly string[]).includes(key);
}

const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The registrant's own address always comes first and exactly once. */
export function withOwnEmail(emails: readonly string[], ownEmail: string): string[] {
  const own = ownEmail.trim();
  const others = emails.filter((email) => !sameEmail(email, own));
  return own === '' ? others : [own, ...others];
}

export type AddTeamEmailsResult = {
  emails: string[];
  /** Text left in the input: the offending part, so the person can fix it. */
  rest: string;
  error: string | null;
};

/**
 * Adds what was typed (one or more addresses separated by commas). Stops at the first invalid
 * or repeated address and reports it; the valid ones before it are kept.
 */
export function addTeamEmails(
  emails: readonly string[],
  typed: string,
  ownEmail: string,
): AddTeamEmailsResult {
  let next = withOwnEmail(emails, ownEmail);
  const parts = typed
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const [index, part] of parts.entries()) {
    const rest = parts.slice(index).join(', ');
    if (!isValidEmail(part)) return { emails: next, rest, error: teamEmailInvalid(part) };
    if (next.some((email) => sameEmail(email, part)))
      return { emails: next, rest, error: teamEmailDuplicate(part) };
    next = [...next, part];
  }
  return { emails: next, rest: '', error: null };
}

export function canRemoveTeamEmail(email: string, ownEmail: string): boolean {
  return !sameEmail(email, ownEmail);
}

export function removeTeamEmail(
  emails: readonly string[],
  email: string,
  ownEmail: string,
): string[] {
  if (!canRemoveTeamEmail(email, ownEmail)) return withOwnEmail(emails, ownEmail);
  return withOwnEmail(
    emails.filter((item) => !sameEmail(item, email)),
    ownEmail,
  );
}
