import type { z } from 'zod';
import type { CacheGetOptions } from '../cache';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  adminBusinessesActionBodies,
  adminBusinessesActionReplies,
  type WaitingBusiness,
} from '../schemas/admin-businesses';
import type { Business } from '../schemas/company';
import type { ActionOf, FormValue, WithoutSession } from '../transport';
import { ALL, first, type Call, type ListCache, type Routes } from './shared';

type BusinessAction = ActionOf<Routes<'adminBusinesses'>['business']>;
type BusinessBody<A extends BusinessAction> = WithoutSession<
  z.input<(typeof adminBusinessesActionBodies)[A]>,
  'auth'
>;
type EditFields = BusinessBody<'edit'>;
type CreateFields = BusinessBody<'create'>;

/**
 * The fields of `edit` (multipart): only `id` is required, and a null field is left out of the
 * form like a missing one. The revenue goal may be a number (sent as text); `logo` is the
 * optional image part.
 */
export type BusinessEditInput = Pick<EditFields, 'id'> & {
  [K in Exclude<keyof EditFields, 'id' | 'meta_faturamento'>]?: EditFields[K] | null;
} & { meta_faturamento?: string | number | null; logo?: Blob | null };

/**
 * The fields of `create` (multipart; `users`, the ids linked to the new business, travel as
 * JSON text). The revenue goal may be a number (sent as text); `logo` is the optional image part.
 */
export type BusinessCreateInput = Omit<CreateFields, 'meta_faturamento'> & {
  meta_faturamento: string | number;
  logo?: Blob | null;
};

/** A waiting business with the id and name SPEC.md requires (others are dropped). */
export type ListedWaitingBusiness = WaitingBusiness & { id: string; name: string };

export const createAdminBusinessesClient = (deps: {
  call: Call;
  routes: Routes<'adminBusinesses'>;
  cache: ListCache<Business>;
}) => {
  const { call, routes, cache } = deps;

  const adminCall = <A extends BusinessAction, T>(
    action: A,
    payload: { body?: BusinessBody<A>; form?: Record<string, FormValue> },
    reply: z.ZodType<T, z.ZodTypeDef, unknown>,
    failureMessage: string,
  ) =>
    call({
      route: routes.business,
      action,
      ...payload,
      reply,
      failureMessage,
      missingSessionMessage: apiMessages.adminAuthMissing,
    });

  return {
    /** Cached 5 minutes; concurrent callers share one request. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<Business[]>> {
      return cache.get(
        ALL,
        () => adminCall('getAll', {}, adminBusinessesActionReplies.getAll, apiMessages.adminLoad),
        options,
      );
    },

    /** Sends only the non-null fields; the edited business replaces its cached entry. */
    async edit(input: BusinessEditInput): Promise<ApiResult<Business>> {
      const result = await adminCall(
        'edit',
        { form: input },
        adminBusinessesActionReplies.edit,
        apiMessages.businessEdit,
      );
      if (!result.ok) return result;
      const business = first(result.data).business;
      cache.update(ALL, (cached) =>
        cached.ok
          ? success(cached.data.map((item) => (item.id === business.id ? business : item)))
          : cached,
      );
      return success(business);
    },

    async delete(businessId: BusinessBody<'delete'>['businessId']): Promise<ApiResult<true>> {
      const result = await adminCall(
        'delete',
        { body: { businessId } },
        adminBusinessesActionReplies.delete,
        apiMessages.businessDelete,
      );
      if (!result.ok) return result;
      cache.update(ALL, (cached) =>
        cached.ok ? success(cached.data.filter((item) => item.id !== businessId)) : cached,
      );
      return success(true);
    },

    async create(input: BusinessCreateInput): Promise<ApiResult<Business>> {
      const result = await adminCall(
        'create',
        { form: input },
        adminBusinessesActionReplies.create,
        apiMessages.businessCreate,
      );
      if (!result.ok) return result;
      cache.invalidate(ALL);
      return success(first(result.data).business);
    },

    /** Entries without id or name are dropped (SPEC.md §7). */
    async getAllWaiting(): Promise<ApiResult<ListedWaitingBusiness[]>> {
      const result = await adminCall(
        'getAllWaiting',
        {},
        adminBusinessesActionReplies.getAllWaiting,
        apiMessages.waitingLoad,
      );
      if (!result.ok) return result;
      return success(
        result.data.filter((item): item is ListedWaitingBusiness => !!item.id && !!item.name),
      );
    },

    async reject(businessId: BusinessBody<'reject'>['businessId']): Promise<ApiResult<true>> {
      const result = await adminCall(
        'reject',
        { body: { businessId } },
        adminBusinessesActionReplies.reject,
        apiMessages.businessReject,
      );
      return result.ok ? success(true) : result;
    },
  };
};
