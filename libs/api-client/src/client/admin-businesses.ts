import type { z } from 'zod';
import type { CacheGetOptions } from '../cache';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  adminBusinessesActionBodies,
  adminBusinessesActionReplies,
  type AdminBusiness,
  type JoinRequest,
  type WaitingBusiness,
} from '../schemas/admin-businesses';
import type { ActionOf, FormValue, WithoutSession } from '../transport';
import { ALL, first, type Call, type ListCache, type Routes } from './shared';

type BusinessAction = ActionOf<Routes<'adminBusinesses'>['business']>;
type BusinessBody<A extends BusinessAction> = WithoutSession<
  z.input<(typeof adminBusinessesActionBodies)[A]>,
  'auth'
>;
type EditFields = BusinessBody<'edit'>;
type CreateFields = BusinessBody<'create'>;
/** What setAccess answers: the code now in force, and a generated password (shown once). */
export type BusinessAccessResult = { access_code: string; password?: string | undefined };

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

/** The create form's fields for the waiting business `businessId` (multipart, like create). */
export type BusinessApproveInput = BusinessCreateInput & {
  businessId: BusinessBody<'approve'>['businessId'];
};

/** A waiting business with an id and a name: the pending view needs both (others are dropped). */
export type ListedWaitingBusiness = WaitingBusiness & { id: string; name: string };

/** The actions that only read: their failures show the call's own text. */
const READS: ReadonlySet<BusinessAction> = new Set(['getAll', 'getAllWaiting', 'getJoinRequests']);

export const createAdminBusinessesClient = (deps: {
  call: Call;
  routes: Routes<'adminBusinesses'>;
  cache: ListCache<AdminBusiness>;
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
      // A change the server refuses says why (a person taken, a code in use, the logo's docs/product.md
      // text); a load or any other failure shows the call's own text.
      preferServerMessage: !READS.has(action),
    });

  /** The cached list's entry of one business, changed in place (a failed list stays failed). */
  const updateCached = (id: string, change: (item: AdminBusiness) => AdminBusiness) =>
    cache.update(ALL, (cached) =>
      cached.ok
        ? success(cached.data.map((item) => (item.id === id ? change(item) : item)))
        : cached,
    );

  return {
    /** Cached 5 minutes; concurrent callers share one request. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<AdminBusiness[]>> {
      return cache.get(
        ALL,
        () => adminCall('getAll', {}, adminBusinessesActionReplies.getAll, apiMessages.adminLoad),
        options,
      );
    },

    /** Sends only the non-null fields; the edited business replaces its cached entry. */
    async edit(input: BusinessEditInput): Promise<ApiResult<AdminBusiness>> {
      const result = await adminCall(
        'edit',
        { form: input },
        adminBusinessesActionReplies.edit,
        apiMessages.businessEdit,
      );
      if (!result.ok) return result;
      const business = first(result.data).business;
      updateCached(business.id, () => business);
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

    /**
     * The company and everything it holds, its files too, given its name as typed (the server
     * checks it); gone from the cached list on success.
     */
    async erase(
      businessId: BusinessBody<'erase'>['businessId'],
      name: BusinessBody<'erase'>['name'],
    ): Promise<ApiResult<true>> {
      const result = await adminCall(
        'erase',
        { body: { businessId, name } },
        adminBusinessesActionReplies.erase,
        apiMessages.businessDelete,
      );
      if (!result.ok) return result;
      cache.update(ALL, (cached) =>
        cached.ok ? success(cached.data.filter((item) => item.id !== businessId)) : cached,
      );
      return success(true);
    },

    async create(input: BusinessCreateInput): Promise<ApiResult<AdminBusiness>> {
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

    /** Entries without id or name are dropped: they could be neither shown nor decided. */
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

    /**
     * A waiting registration becomes an active company with the create form's fields (multipart
     * like create); the list is loaded again next time, as after create.
     */
    async approve(input: BusinessApproveInput): Promise<ApiResult<AdminBusiness>> {
      const result = await adminCall(
        'approve',
        { form: input },
        adminBusinessesActionReplies.approve,
        apiMessages.businessApprove,
      );
      if (!result.ok) return result;
      cache.invalidate(ALL);
      return success(first(result.data).business);
    },

    /** People waiting to join an active company (council: only its companies'). */
    getJoinRequests(): Promise<ApiResult<JoinRequest[]>> {
      return adminCall(
        'getJoinRequests',
        {},
        adminBusinessesActionReplies.getJoinRequests,
        apiMessages.joinRequestsLoad,
      );
    },

    /** The person becomes one of the company's people: the list is loaded again next time. */
    async approveJoin(userId: BusinessBody<'approveJoin'>['userId']): Promise<ApiResult<true>> {
      const result = await adminCall(
        'approveJoin',
        { body: { userId } },
        adminBusinessesActionReplies.approveJoin,
        apiMessages.joinDecision,
      );
      if (!result.ok) return result;
      cache.invalidate(ALL);
      return success(true);
    },

    async refuseJoin(userId: BusinessBody<'refuseJoin'>['userId']): Promise<ApiResult<true>> {
      const result = await adminCall(
        'refuseJoin',
        { body: { userId } },
        adminBusinessesActionReplies.refuseJoin,
        apiMessages.joinDecision,
      );
      return result.ok ? success(true) : result;
    },

    /**
     * The business account's login: a new code, a typed password, or `generatePassword` (the
     * password is then in the answer, once). The cached entry takes the code now in force.
     */
    async setAccess(input: BusinessBody<'setAccess'>): Promise<ApiResult<BusinessAccessResult>> {
      const result = await adminCall(
        'setAccess',
        { body: input },
        adminBusinessesActionReplies.setAccess,
        apiMessages.accessUpdate,
      );
      if (!result.ok) return result;
      const { access_code, password } = first(result.data);
      updateCached(input.businessId, (item) => ({ ...item, access_code }));
      return success({ access_code, ...(password !== undefined ? { password } : {}) });
    },

    /** An admin or council member enters the company in spy mode (the company sees it). */
    async recordAccess(
      businessId: BusinessBody<'recordAccess'>['businessId'],
    ): Promise<ApiResult<true>> {
      const result = await adminCall(
        'recordAccess',
        { body: { businessId } },
        adminBusinessesActionReplies.recordAccess,
        apiMessages.accessRecord,
      );
      return result.ok ? success(true) : result;
    },
  };
};
