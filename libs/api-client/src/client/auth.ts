import { clearSession, type KeyValueStorage } from '@portal/domain';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  businessNamesReplySchema,
  loginReplySchema,
  registerReplySchema,
  validateTokenReplySchema,
  type BusinessName,
  type LoginBody,
  type LoginReply,
  type RegisterBody,
  type ValidateTokenBody,
  type ValidateTokenReply,
} from '../schemas/auth';
import { successReplySchema, type SuccessReply } from '../schemas/common';
import type { Call, Routes } from './shared';

export const createAuthClient = (deps: {
  call: Call;
  routes: Routes<'auth'>;
  storage: KeyValueStorage;
  clearCaches: () => void;
}) => {
  const { call, routes, storage, clearCaches } = deps;
  return {
    /**
     * Answers the session; the failure text is the server's, else LOGIN_FAILED. It stores nothing:
     * the caller's session owner writes it (the portal's session actor, through @portal/domain's
     * writeLoginSession), so a login has one writer. A new person never sees the last one's lists.
     */
    async login(body: LoginBody): Promise<ApiResult<LoginReply>> {
      const result = await call({
        route: routes.login,
        body,
        reply: loginReplySchema,
        failureMessage: apiMessages.login,
        networkMessage: apiMessages.connection,
        preferServerMessage: true,
      });
      if (result.ok) clearCaches();
      return result;
    },

    /** Uses the stored session unless one is given. */
    validateToken(session?: ValidateTokenBody): Promise<ApiResult<ValidateTokenReply>> {
      return call({
        route: routes.validateToken,
        ...(session ? { session: { authType: session.authType, jwt: session.jwt } } : {}),
        reply: validateTokenReplySchema,
        failureMessage: apiMessages.validateToken,
        networkMessage: apiMessages.connection,
        missingSessionMessage: apiMessages.validateToken,
      });
    },

    /**
     * Ends the server-side session, then clears every stored key and cache whatever the server
     * said: the person asked to leave, and no later call may carry the ended token.
     */
    async logout(): Promise<ApiResult<SuccessReply>> {
      const result = await call({
        route: routes.logout,
        reply: successReplySchema,
        failureMessage: apiMessages.logout,
        networkMessage: apiMessages.connection,
      });
      clearSession(storage);
      clearCaches();
      return result.ok || result.reason !== 'missing-session'
        ? result
        : success({ status: 'success' });
    },

    register(body: RegisterBody): Promise<ApiResult<SuccessReply>> {
      return call({
        route: routes.register,
        body,
        reply: registerReplySchema,
        failureMessage: apiMessages.register,
        networkMessage: apiMessages.register,
        preferServerMessage: true,
      });
    },

    async getAllBusinessesNames(): Promise<ApiResult<BusinessName[]>> {
      const result = await call({
        route: routes.getAllBusinessesNames,
        reply: businessNamesReplySchema,
        failureMessage: apiMessages.businessNames,
      });
      return result.ok ? success(result.data.businesses) : result;
    },
  };
};
