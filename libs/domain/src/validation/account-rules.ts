import {
  CURRENT_PASSWORD_FOR_EMAIL,
  NEW_PASSWORD_REQUIRED,
  OLD_PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
} from '../messages';
import { PASSWORD_MIN_LENGTH } from './limits';
import { normalizeEmail } from './login-keys';
import type { FieldErrors } from './rules';

export type ResetPasswordValues = { password: string; confirmPassword: string };

/** docs/product.md: the match check comes first, then the minimum length. */
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
