import {
  BUSINESS_CHOICE_REQUIRED,
  BUSINESS_NAME_REQUIRED,
  CURRENT_PASSWORD_FOR_EMAIL,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  INSTAGRAM_MUST_START_WITH_AT,
  INSTAGRAM_REQUIRED,
  KNOWLEDGE_BASE_REQUIRED,
  KNOWLEDGE_BASE_TOO_SHORT,
  LOGIN_KEY_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
  NAME_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  NICHE_REQUIRED,
  OLD_PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PHONE_REQUIRED,
  REVENUE_GOAL_INVALID,
  REVENUE_GOAL_REQUIRED,
  TASK_TITLE_REQUIRED,
  TEAM_EMAILS_REQUIRED,
  TEAM_EMAILS_TOO_MANY,
  WEBSITE_INVALID,
  WEBSITE_REQUIRED,
  teamEmailDuplicate,
  teamEmailInvalid,
} from '../messages';
import {
  KNOWLEDGE_BASE_MIN_LENGTH,
  MAX_REVENUE_GOAL,
  PASSWORD_MIN_LENGTH,
  TEAM_EMAILS_MAX,
} from './limits';
import { normalizeEmail } from './login-keys';

/** Field name → message; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * People type 'www.loja.com.br' as often as 'https://loja.com.br'; both are a website.
 * The host must have a dot so that 'abc' alone is refused.
 */
export function isValidWebsite(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return false;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Only http(s): `javascript:` or `data:` URLs must never be stored to become links later. */
export const isHttpUrl = (value: string): boolean =>
  /^https?:\/\//i.test(value.trim()) && isValidWebsite(value);

/** 'loja.com.br' is a website too; stored with its scheme so a link made of it is http(s). */
export const websiteWithScheme = (value: string): string =>
  /^https?:\/\//i.test(value) ? value : `https://${value}`;

// ---------------------------------------------------------------- login

export type LoginValues = { key: string; password: string };
export type LoginField = keyof LoginValues;

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (isBlank(values.key)) errors.key = LOGIN_KEY_REQUIRED;
  if (values.password === '') errors.password = LOGIN_PASSWORD_REQUIRED;
  return errors;
}

// ---------------------------------------------------------------- registration

export type RegistrationStep1Values = {
  name: string;
  email: string;
  phone: string;
  password: string;
};
export type RegistrationStep1Field = keyof RegistrationStep1Values;

export function validatePassword(password: string): string | undefined {
  if (password === '') return PASSWORD_REQUIRED;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return undefined;
}

export function validateEmail(email: string): string | undefined {
  if (isBlank(email)) return EMAIL_REQUIRED;
  if (!isValidEmail(email)) return EMAIL_INVALID;
  return undefined;
}

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
  /** Typed into a text field; kept as text until it is validated. */
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

/** The company page's meta: numeric text ('0', '150000', '1500,50'); comma or point as decimal mark. */
export const revenueGoalFromText = (value: string): number => Number(value.replace(',', '.'));

/** SPEC.md §5: the meta is a non-negative number, small enough to store. */
export function isValidRevenueGoalText(value: string): boolean {
  const trimmed = value.trim();
  return /^\d+([.,]\d+)?$/.test(trimmed) && revenueGoalFromText(trimmed) <= MAX_REVENUE_GOAL;
}

export function parseRevenueGoal(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

export function validateNewBusiness(values: NewBusinessValues): FieldErrors<NewBusinessField> {
  const errors: FieldErrors<NewBusinessField> = {};
  if (isBlank(values.name)) errors.name = BUSINESS_NAME_REQUIRED;
  if (isBlank(values.website)) errors.website = WEBSITE_REQUIRED;
  else if (!isValidWebsite(values.website)) errors.website = WEBSITE_INVALID;
  if (isBlank(values.niche)) errors.niche = NICHE_REQUIRED;
  if (isBlank(values.knowledge_base)) errors.knowledge_base = KNOWLEDGE_BASE_REQUIRED;
  else if (values.knowledge_base.trim().length < KNOWLEDGE_BASE_MIN_LENGTH)
    errors.knowledge_base = KNOWLEDGE_BASE_TOO_SHORT;
  if (isBlank(values.revenue_goal)) errors.revenue_goal = REVENUE_GOAL_REQUIRED;
  else {
    const goal = parseRevenueGoal(values.revenue_goal);
    if (goal === null || goal <= 0 || goal > MAX_REVENUE_GOAL)
      errors.revenue_goal = REVENUE_GOAL_INVALID;
  }
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

/** Keys that turn what was typed into team e-mail chips (SPEC: comma or Enter). */
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

// ---------------------------------------------------------------- passwords

export type ResetPasswordValues = { password: string; confirmPassword: string };

/** SPEC: the match check comes first, then the minimum length. */
export function validateResetPassword(values: ResetPasswordValues): string | undefined {
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (values.password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return undefined;
}

export type ChangePasswordValues = { oldPassword: string; newPassword: string };
export type ChangePasswordField = keyof ChangePasswordValues;

export function validateChangePassword(
  values: ChangePasswordValues,
): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = {};
  if (values.oldPassword === '') errors.oldPassword = OLD_PASSWORD_REQUIRED;
  if (values.newPassword === '') errors.newPassword = NEW_PASSWORD_REQUIRED;
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = PASSWORD_TOO_SHORT;
  return errors;
}

/** The sign-in e-mail changes when the typed one differs (as stored) from the loaded one. */
export function isEmailChange(loadedEmail: string, typedEmail: string): boolean {
  return normalizeEmail(typedEmail) !== normalizeEmail(loadedEmail);
}

/**
 * Changing the sign-in e-mail asks for the current password (a stolen session alone cannot move
 * the account to another mailbox); other profile changes need none.
 */
export function validateCurrentPasswordForEmail(
  loadedEmail: string,
  typedEmail: string,
  currentPassword: string,
): string | undefined {
  return isEmailChange(loadedEmail, typedEmail) && currentPassword === ''
    ? CURRENT_PASSWORD_FOR_EMAIL
    : undefined;
}

/** SPEC §5: a task needs a title (blank after trimming counts as none); description optional. */
export function validateTaskTitle(title: string): string | undefined {
  return isBlank(title) ? TASK_TITLE_REQUIRED : undefined;
}
