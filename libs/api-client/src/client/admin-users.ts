import type { z } from 'zod';
import type { CacheGetOptions } from '../cache';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  adminUsersActionBodies,
  adminUsersActionReplies,
  type AdminUser,
} from '../schemas/admin-users';
import type { ActionOf, WithoutSession } from '../transport';
import { ALL, first, type Call, type ListCache, type Routes } from './shared';

type UsersAction = ActionOf<Routes<'adminUsers'>['users']>;
type UsersBody<A extends UsersAction> = WithoutSession<
  z.input<(typeof adminUsersActionBodies)[A]>,
  'auth'
>;

export const createAdminUsersClient = (deps: {
  call: Call;
  routes: Routes<'adminUsers'>;
  cache: ListCache<AdminUser>;
}) => {
  const { call, routes, cache } = deps;

  const usersCall = <A extends UsersAction, T>(
    action: A,
    body: UsersBody<A>,
    reply: z.ZodType<T, z.ZodTypeDef, unknown>,
    failureMessage: string,
  ) =>
    call({
      route: routes.users,
      action,
      body,
      reply,
      failureMessage,
      missingSessionMessage: apiMessages.adminAuthMissing,
      // A change the server refuses says why (an e-mail taken, the last admin); a load or any
      // other failure shows the product's text.
      preferServerMessage: action !== 'getAll',
    });

  return {
    /** Cached 5 minutes; cleared on forced refresh and after any change. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<AdminUser[]>> {
      return cache.get(
        ALL,
        () => usersCall('getAll', {}, adminUsersActionReplies.getAll, apiMessages.adminLoad),
        options,
      );
    },

    async create(user: UsersBody<'create'>['user']): Promise<ApiResult<AdminUser>> {
      const result = await usersCall(
        'create',
        { user },
        adminUsersActionReplies.create,
        apiMessages.userCreate,
      );
      if (!result.ok) return result;
      cache.invalidate(ALL);
      return success(first(result.data).user);
    },

    /** The person as saved (the server applies the role's company rule). */
    async userEdit(user: UsersBody<'userEdit'>['user']): Promise<ApiResult<AdminUser>> {
      const result = await usersCall(
        'userEdit',
        { user },
        adminUsersActionReplies.userEdit,
        apiMessages.userUpdate,
      );
      if (!result.ok) return result;
      cache.invalidate(ALL);
      return success(first(result.data).user);
    },

    async delete(userId: UsersBody<'delete'>['userId']): Promise<ApiResult<true>> {
      const result = await usersCall(
        'delete',
        { userId },
        adminUsersActionReplies.delete,
        apiMessages.userDelete,
      );
      if (!result.ok) return result;
      cache.invalidate(ALL);
      return success(true);
    },

    /** Turns the person's second factor off; the server records who did it. */
    async resetTwoFactor(userId: UsersBody<'resetTwoFactor'>['userId']): Promise<ApiResult<true>> {
      const result = await usersCall(
        'resetTwoFactor',
        { userId },
        adminUsersActionReplies.resetTwoFactor,
        apiMessages.twoFactorReset,
      );
      if (!result.ok) return result;
      cache.invalidate(ALL);
      return success(true);
    },
  };
};
