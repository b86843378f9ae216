import { isEmailChange, validateCurrentPasswordForEmail } from '../validation/account-rules';
import type { ProfileContext } from './profile';

// Edit mode's e-mail change: the machine and its view ask the same question.

/** Why the draft cannot be sent yet: an e-mail change without the current password. */
export const currentPasswordError = (context: ProfileContext) =>
  context.draft && context.profile
    ? validateCurrentPasswordForEmail(
        context.profile.email,
        context.draft.email,
        context.currentPassword,
      )
    : undefined;

/** The draft changes the sign-in e-mail (the 'Senha atual' field is shown and sent). */
export const changesEmail = (context: ProfileContext) =>
  !!context.draft && !!context.profile && isEmailChange(context.profile.email, context.draft.email);
