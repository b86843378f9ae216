import type { z } from 'zod';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  profileActionBodies,
  profileActionReplies,
  profileMultipartBodies,
  type Profile,
} from '../schemas/profile';
import type { WithoutSession } from '../transport';
import { first, type Call, type Routes } from './shared';

/**
 * The multipart fields of `update`. The picture may be null (none chosen): a null field is left
 * out of the form, which the schema reads as no picture.
 */
export type ProfileUpdateInput = Omit<
  WithoutSession<z.input<typeof profileMultipartBodies.update>, 'auth'>,
  'profile_picture'
> & { profile_picture?: Blob | null };

export type ChangePasswordInput = WithoutSession<
  z.input<typeof profileActionBodies.changePassword>,
  'auth'
>;

export type MailPreferencesInput = WithoutSession<
  z.input<typeof profileActionBodies.mailPreferences>,
  'auth'
>;

export type RequestErasureInput = WithoutSession<
  z.input<typeof profileActionBodies.requestErasure>,
  'auth'
>;

export const createProfileClient = (deps: { call: Call; routes: Routes<'profile'> }) => {
  const { call, routes } = deps;
  return {
    async get(): Promise<ApiResult<Profile>> {
      const result = await call({
        route: routes.profile,
        action: 'get',
        reply: profileActionReplies.get,
        failureMessage: apiMessages.profileLoad,
      });
      return result.ok ? success(first(result.data)) : result;
    },

    /**
     * Multipart; the picture part only when one is chosen. An e-mail change
     * sends `current_password` and gets this session's new `jwt_token` back.
     */
    update(input: ProfileUpdateInput) {
      const { profile_picture, ...fields } = input;
      return call({
        route: routes.profile,
        action: 'update',
        form: { ...fields, profile_picture },
        reply: profileActionReplies.update,
        failureMessage: apiMessages.profileUpdate,
        // A refused e-mail change says why ('Senha atual incorreta.', the address taken).
        preferServerMessage: true,
      });
    },

    /** A refusal carries the message to show (a wrong current password says so). */
    changePassword(input: ChangePasswordInput) {
      return call({
        route: routes.profile,
        action: 'changePassword',
        body: input,
        reply: profileActionReplies.changePassword,
        failureMessage: apiMessages.passwordChange,
        preferServerMessage: true,
      });
    },

    /** The signed-in person's e-mail switches; a switch left out keeps its value. */
    mailPreferences(input: MailPreferencesInput) {
      return call({
        route: routes.profile,
        action: 'mailPreferences',
        body: input,
        reply: profileActionReplies.mailPreferences,
        failureMessage: apiMessages.mailPreferences,
      });
    },

    /** A refusal carries the message to show (a wrong current password says so). */
    requestErasure(input: RequestErasureInput) {
      return call({
        route: routes.profile,
        action: 'requestErasure',
        body: input,
        reply: profileActionReplies.requestErasure,
        failureMessage: apiMessages.erasureRequest,
        preferServerMessage: true,
      });
    },

    withdrawErasure() {
      return call({
        route: routes.profile,
        action: 'withdrawErasure',
        reply: profileActionReplies.withdrawErasure,
        failureMessage: apiMessages.erasureWithdraw,
      });
    },
  };
};
