import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  LOGIN_KEY_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
} from '../messages';

// The rules every form shares, and the sign-in form's. Each other form's rules live in a module of
// their own (website, registration, account, task rules), so a page loads only its own forms'
// rules and texts: the login page's first download carries none of the registration's.

/** Field name → message; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export function validateEmail(email: string): string | undefined {
  if (isBlank(email)) return EMAIL_REQUIRED;
  if (!isValidEmail(email)) return EMAIL_INVALID;
  return undefined;
}

// ---------------------------------------------------------------- login

export type LoginValues = { key: string; password: string };
export type LoginField = keyof LoginValues;

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (isBlank(values.key)) errors.key = LOGIN_KEY_REQUIRED;
  if (values.password === '') errors.password = LOGIN_PASSWORD_REQUIRED;
  return errors;
}
