import { z } from 'zod';
import { createCache, type CacheGetOptions } from './cache';
import { createPortalContract } from './contract';
import { apiMessages } from './messages';
import { failure, success, type ApiResult } from './result';
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
} from './schemas/auth';
import { successReplySchema, type SuccessReply } from './schemas/common';
import { adminBusinessesActionReplies, type WaitingBusiness } from './schemas/admin-businesses';
import {
  adminFinanceActionReplies,
  type FinancePeriod,
  type FinanceRecord,
} from './schemas/admin-finance';
import {
  adminUsersActionReplies,
  type AdminUser,
  type EditedUser,
  type NewUser,
} from './schemas/admin-users';
import { chatReplySchema } from './schemas/chat';
import { companyActionReplies, type Business } from './schemas/company';
import { documentsActionReplies, type DocumentItem } from './schemas/documents';
import { getMeetingsReplySchema, type Meeting } from './schemas/meetings';
import {
  requestPasswordResetReplySchema,
  resetPasswordReplySchema,
  verifyResetTokenReplySchema,
} from './schemas/password-reset';
import { profileActionReplies, type Profile } from './schemas/profile';
import { getSheetIdReplySchema, reportsActionReplies, type ReportsReply } from './schemas/reports';
import { tasksActionReplies, type ReceivedTask, type ServerTask } from './schemas/tasks';
import {
  clearStoredSession,
  readSessionFields,
  saveLoginSession,
  type KeyValueStorage,
} from './storage';
import { createTransport, type FetchLike, type FormValue } from './transport';

export type ApiClientConfig = {
  /** Origin of the API ('' for same origin, e.g. 'http://localhost:3000'). */
  baseUrl: string;
  /** Path segment after /webhook; 'portal' by default. */
  app?: string;
  /** Where the session lives (localStorage in the browser). */
  storage: KeyValueStorage;
  fetch?: FetchLike;
};

export type ProfileUpdateInput = {
  name: string;
  email: string;
  phone_number: string;
  knowledge_base: string;
  profile_picture?: Blob | null;
};

export type CompanyUpdateInput = {
  website: string;
  niche: string;
  knowledge_base: string;
  /** Sent as text; SPEC.md's default is '0'. */
  meta_faturamento: string;
  username_instagram: string;
  logo?: Blob | null;
};

export type CreateFolderInput = { name: string; description?: string; parentId: string | null };
export type CreateDocumentInput = {
  name: string;
  drive_url: string;
  driveId: string | null;
  type: 'driveFile' | 'redirectFolder';
  parentId: string | null;
};
export type UploadDocumentInput = { file: Blob; name: string; parentId: string | null };
export type MoveDocumentInput = {
  documentName: string;
  currentParentId: string | null;
  newParentId: string | null;
};
export type RenameDocumentInput = { oldName: string; newName: string; type: string };
export type DocumentMutationReply = z.infer<typeof documentsActionReplies.createFolder>;

export type BusinessEditInput = {
  id: string;
  name?: string | null;
  niche?: string | null;
  website?: string | null;
  knowledge_base?: string | null;
  managed_by?: string | null;
  meta_faturamento?: string | number | null;
  username_instagram?: string | null;
  custom_questions?: string[] | null;
  logo?: Blob | null;
};

export type BusinessCreateInput = {
  name: string;
  niche: string;
  website: string;
  knowledge_base: string;
  managed_by: string;
  meta_faturamento: string | number;
  username_instagram: string;
  /** Ids of the users linked to the new business. */
  users: string[];
  logo?: Blob | null;
};

/** A waiting business with the id and name SPEC.md requires (others are dropped). */
export type ListedWaitingBusiness = WaitingBusiness & { id: string; name: string };

const first = <T>(list: readonly T[]): T => list[0] as T;

export const createApiClient = (config: ApiClientConfig) => {
  const contract = createPortalContract(config.app ?? 'portal');
  const { storage } = config;
  const fetchFn: FetchLike = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { call } = createTransport({ baseUrl: config.baseUrl, storage, fetch: fetchFn });

  const keep = <T>(result: ApiResult<T>) => result.ok;
  const caches = {
    meetings: createCache<ApiResult<Meeting[]>>({ shouldStore: keep }),
    tasks: createCache<ApiResult<ReceivedTask[]>>({ shouldStore: keep }),
    documents: createCache<ApiResult<DocumentItem[]>>({ shouldStore: keep }),
    adminBusinesses: createCache<ApiResult<Business[]>>({ shouldStore: keep }),
    adminUsers: createCache<ApiResult<AdminUser[]>>({ shouldStore: keep }),
  };
  const clearCaches = () => {
    for (const cache of Object.values(caches)) cache.clear();
  };
  /** Business-scoped caches are keyed by the business, so spy mode never mixes companies. */
  const businessKey = () => readSessionFields(storage).businessId ?? '';
  const ALL = 'all';

  const auth = {
    /** Stores the session on success; the failure text is the server's, else SPEC.md's. */
    async login(body: LoginBody): Promise<ApiResult<LoginReply>> {
      const result = await call({
        route: contract.auth.login,
        body,
        reply: loginReplySchema,
        failureMessage: apiMessages.login,
        networkMessage: apiMessages.connection,
        preferServerMessage: true,
      });
      if (result.ok) {
        clearCaches();
        saveLoginSession(storage, result.data);
      }
      return result;
    },

    /** Uses the stored session unless one is given. */
    validateToken(session?: ValidateTokenBody): Promise<ApiResult<ValidateTokenReply>> {
      return call({
        route: contract.auth.validateToken,
        ...(session ? { session: { authType: session.authType, jwt: session.jwt } } : {}),
        reply: validateTokenReplySchema,
        failureMessage: apiMessages.validateToken,
        networkMessage: apiMessages.connection,
        missingSessionMessage: apiMessages.validateToken,
      });
    },

    /**
     * Ends the server-side session, then clears every stored key and cache whatever the server
     * said: the person asked to leave.
     */
    async logout(): Promise<ApiResult<SuccessReply>> {
      const result = await call({
        route: contract.auth.logout,
        reply: successReplySchema,
        failureMessage: apiMessages.logout,
        networkMessage: apiMessages.connection,
      });
      clearStoredSession(storage);
      clearCaches();
      return result.ok || result.reason !== 'missing-session'
        ? result
        : success({ status: 'success' });
    },

    register(body: RegisterBody): Promise<ApiResult<SuccessReply>> {
      return call({
        route: contract.auth.register,
        body,
        reply: registerReplySchema,
        failureMessage: apiMessages.register,
        networkMessage: apiMessages.register,
        preferServerMessage: true,
      });
    },

    async getAllBusinessesNames(): Promise<ApiResult<BusinessName[]>> {
      const result = await call({
        route: contract.auth.getAllBusinessesNames,
        reply: businessNamesReplySchema,
        failureMessage: apiMessages.businessNames,
      });
      return result.ok ? success(result.data.businesses) : result;
    },
  };

  const passwordReset = {
    /** SPEC.md: the portal shows the same confirmation whatever this returns. */
    requestPasswordReset(email: string): Promise<ApiResult<SuccessReply>> {
      return call({
        route: contract.passwordReset.requestPasswordReset,
        body: { email },
        reply: requestPasswordResetReplySchema,
        failureMessage: apiMessages.resetRequestConfirmation,
      });
    },

    /** Success only when the server says valid: true. HTTP status is not checked (SPEC.md). */
    async verifyResetToken(
      token: string | null | undefined,
    ): Promise<ApiResult<{ token: string; userName: string }>> {
      if (!token) return failure('rejected', apiMessages.resetTokenMissing);
      const result = await call({
        route: contract.passwordReset.verifyResetToken,
        body: { token },
        reply: verifyResetTokenReplySchema,
        failureMessage: apiMessages.resetTokenCheck,
        ignoreStatus: true,
      });
      if (!result.ok) return result;
      if (result.data.valid !== true) return failure('rejected', apiMessages.resetLinkInvalid);
      return success({ token: result.data.token ?? token, userName: result.data.userName ?? '' });
    },

    async resetPassword(input: { token: string; newPassword: string }): Promise<ApiResult<true>> {
      const result = await call({
        route: contract.passwordReset.resetPassword,
        body: { newPassword: input.newPassword, token: input.token },
        reply: resetPasswordReplySchema,
        failureMessage: apiMessages.resetPassword,
      });
      if (!result.ok) return result;
      return result.data.success === true
        ? success(true)
        : failure('rejected', apiMessages.resetPassword, { serverMessage: result.data.message });
    },
  };

  const profile = {
    async get(): Promise<ApiResult<Profile>> {
      const result = await call({
        route: contract.profile.profile,
        action: 'get',
        reply: profileActionReplies.get,
        failureMessage: apiMessages.profileLoad,
      });
      return result.ok ? success(first(result.data)) : result;
    },

    /** Multipart, as SPEC.md says; the picture part only when one is chosen. */
    update(input: ProfileUpdateInput) {
      const { profile_picture, ...fields } = input;
      return call({
        route: contract.profile.profile,
        action: 'update',
        form: { ...fields, profile_picture },
        reply: profileActionReplies.update,
        failureMessage: apiMessages.profileUpdate,
      });
    },

    /** SPEC.md: failure replies carry the message to show. */
    changePassword(input: { oldPassword: string; newPassword: string }) {
      return call({
        route: contract.profile.profile,
        action: 'changePassword',
        body: input,
        reply: profileActionReplies.changePassword,
        failureMessage: apiMessages.passwordChange,
        preferServerMessage: true,
      });
    },
  };

  const meetings = {
    /** Cached 5 minutes per business; a `status: 'success'` reply means no meetings. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<Meeting[]>> {
      return caches.meetings.get(
        businessKey(),
        async () => {
          const result = await call({
            route: contract.meetings.getmeetings,
            reply: getMeetingsReplySchema,
            failureMessage: apiMessages.meetingsLoad,
          });
          if (!result.ok) return result;
          return success(Array.isArray(result.data) ? result.data : []);
        },
        options,
      );
    },

    async getById(id: string): Promise<ApiResult<Meeting>> {
      const list = await meetings.getAll();
      if (!list.ok) {
        return list.reason === 'missing-session'
          ? list
          : failure(list.reason, apiMessages.meetingLoad, list);
      }
      const meeting = list.data.find((item) => item.id === id);
      return meeting ? success(meeting) : failure('rejected', apiMessages.meetingNotFound);
    },
  };

  const company = {
    /** The first element of the reply; also stored as `businessDetails`. */
    async get(): Promise<ApiResult<Business>> {
      const result = await call({
        route: contract.company.myBusiness,
        action: 'get',
        reply: companyActionReplies.get,
        failureMessage: apiMessages.companyLoad,
      });
      if (!result.ok) return result;
      const business = first(result.data);
      storage.setItem('businessDetails', JSON.stringify(business));
      return success(business);
    },

    update(input: CompanyUpdateInput) {
      const { logo, ...fields } = input;
      return call({
        route: contract.company.myBusiness,
        action: 'update',
        form: { ...fields, logo },
        reply: companyActionReplies.update,
        failureMessage: apiMessages.companyUpdate,
      });
    },
  };

  const documentsChange = async (
    action: 'createFolder' | 'createDocument' | 'uploadDoc' | 'moveDocument' | 'rename' | 'delete',
    payload: { body: Record<string, unknown> } | { form: Record<string, FormValue> },
  ): Promise<ApiResult<DocumentMutationReply>> => {
    const result = await call({
      route: contract.documents.documents,
      action,
      ...payload,
      reply: documentsActionReplies[action],
      failureMessage: apiMessages.documentsChange,
    });
    if (result.ok) caches.documents.invalidate(businessKey());
    return result;
  };

  const documents = {
    /** Cached 5 minutes per business; `[{ status: 'success' }]` means an empty library. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<DocumentItem[]>> {
      return caches.documents.get(
        businessKey(),
        async () => {
          const result = await call({
            route: contract.documents.documents,
            action: 'getAll',
            reply: documentsActionReplies.getAll,
            failureMessage: apiMessages.documentsLoad,
          });
          if (!result.ok) return result;
          const items = result.data.filter((item): item is DocumentItem => 'id' in item);
          return success(items);
        },
        options,
      );
    },
    createFolder: (input: CreateFolderInput) => documentsChange('createFolder', { body: input }),
    createDocument: (input: CreateDocumentInput) =>
      documentsChange('createDocument', { body: input }),
    uploadDoc: (input: UploadDocumentInput) => documentsChange('uploadDoc', { form: input }),
    moveDocument: (input: MoveDocumentInput) => documentsChange('moveDocument', { body: input }),
    rename: (input: RenameDocumentInput) => documentsChange('rename', { body: input }),
    delete: (name: string) => documentsChange('delete', { body: { name } }),
  };

  const tasksChange = async <T>(
    action: 'create' | 'update' | 'delete' | 'updateOrder',
    body: Record<string, unknown>,
    reply: z.ZodType<T, z.ZodTypeDef, unknown>,
    failureMessage: string,
  ): Promise<ApiResult<T>> => {
    const result = await call({ route: contract.tasks.tasks, action, body, reply, failureMessage });
    // SPEC.md: the list is fetched again after each change unless the call failed.
    if (result.ok) caches.tasks.invalidate(businessKey());
    return result;
  };

  const tasks = {
    /** Cached 5 minutes per business; an object with status success means no tasks. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<ReceivedTask[]>> {
      return caches.tasks.get(
        businessKey(),
        async () => {
          const result = await call({
            route: contract.tasks.tasks,
            action: 'getAll',
            reply: tasksActionReplies.getAll,
            failureMessage: apiMessages.tasksLoad,
          });
          if (!result.ok) return result;
          return success(Array.isArray(result.data) ? result.data : []);
        },
        options,
      );
    },
    create: (task: ServerTask) =>
      tasksChange('create', { task }, tasksActionReplies.create, apiMessages.taskCreate),
    update: (task: ServerTask) =>
      tasksChange('update', { task }, tasksActionReplies.update, apiMessages.taskUpdate),
    delete: (taskId: string) =>
      tasksChange('delete', { taskId }, tasksActionReplies.delete, apiMessages.taskDelete),
    /**
     * Sends each task without its description (`task`): a deliberate departure from SPEC.md's
     * payload. The server only reads id and status for a reorder, and whole descriptions would
     * push a board of long ones past the /tasks body limit (413).
     */
    updateOrder: (list: ServerTask[]) =>
      tasksChange(
        'updateOrder',
        { tasks: list.map(({ task: _description, ...rest }) => rest) },
        tasksActionReplies.updateOrder,
        apiMessages.tasksReorder,
      ),
  };

  const reports = {
    /** Also stored as `reportsData`, which the report detail screen reads. */
    async getSpecificCompany(): Promise<ApiResult<ReportsReply>> {
      const result = await call({
        route: contract.reports.reports,
        action: 'getSpecificCompany',
        reply: reportsActionReplies.getSpecificCompany,
        failureMessage: apiMessages.reportsLoad,
      });
      if (result.ok) storage.setItem('reportsData', JSON.stringify(result.data));
      return result;
    },

    async getSheetUrl(): Promise<ApiResult<{ sheetId: string; url: string }>> {
      const result = await call({
        route: contract.reports.getSheetId,
        reply: getSheetIdReplySchema,
        failureMessage: apiMessages.sheetLoad,
      });
      if (!result.ok) return result;
      const sheetId = result.data.sheet_id;
      return success({ sheetId, url: `https://docs.google.com/spreadsheets/d/${sheetId}/edit` });
    },
  };

  const adminCall = <T>(
    action: 'getAll' | 'edit' | 'delete' | 'create' | 'getAllWaiting' | 'reject',
    payload: { body?: Record<string, unknown>; form?: Record<string, FormValue> },
    reply: z.ZodType<T, z.ZodTypeDef, unknown>,
    failureMessage: string,
  ) =>
    call({
      route: contract.adminBusinesses.business,
      action,
      ...payload,
      reply,
      failureMessage,
      missingSessionMessage: apiMessages.adminAuthMissing,
    });

  const adminBusinesses = {
    /** Cached 5 minutes; concurrent callers share one request. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<Business[]>> {
      return caches.adminBusinesses.get(
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
      caches.adminBusinesses.update(ALL, (cached) =>
        cached.ok
          ? success(cached.data.map((item) => (item.id === business.id ? business : item)))
          : cached,
      );
      return success(business);
    },

    async delete(businessId: string): Promise<ApiResult<true>> {
      const result = await adminCall(
        'delete',
        { body: { businessId } },
        adminBusinessesActionReplies.delete,
        apiMessages.businessDelete,
      );
      if (!result.ok) return result;
      caches.adminBusinesses.update(ALL, (cached) =>
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
      caches.adminBusinesses.invalidate(ALL);
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

    async reject(businessId: string): Promise<ApiResult<true>> {
      const result = await adminCall(
        'reject',
        { body: { businessId } },
        adminBusinessesActionReplies.reject,
        apiMessages.businessReject,
      );
      return result.ok ? success(true) : result;
    },
  };

  const usersCall = <T>(
    action: 'getAll' | 'create' | 'userEdit' | 'delete',
    body: Record<string, unknown>,
    reply: z.ZodType<T, z.ZodTypeDef, unknown>,
    failureMessage: string,
  ) =>
    call({
      route: contract.adminUsers.users,
      action,
      body,
      reply,
      failureMessage,
      missingSessionMessage: apiMessages.adminAuthMissing,
    });

  const adminUsers = {
    /** Cached 5 minutes; cleared on forced refresh and after any change. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<AdminUser[]>> {
      return caches.adminUsers.get(
        ALL,
        () => usersCall('getAll', {}, adminUsersActionReplies.getAll, apiMessages.adminLoad),
        options,
      );
    },

    async create(user: NewUser): Promise<ApiResult<AdminUser>> {
      const result = await usersCall(
        'create',
        { user },
        adminUsersActionReplies.create,
        apiMessages.userCreate,
      );
      if (!result.ok) return result;
      caches.adminUsers.invalidate(ALL);
      return success(first(result.data).user);
    },

    async userEdit(user: EditedUser): Promise<ApiResult<true>> {
      const result = await usersCall(
        'userEdit',
        { user },
        adminUsersActionReplies.userEdit,
        apiMessages.userUpdate,
      );
      if (!result.ok) return result;
      caches.adminUsers.invalidate(ALL);
      return success(true);
    },

    async delete(userId: string): Promise<ApiResult<true>> {
      const result = await usersCall(
        'delete',
        { userId },
        adminUsersActionReplies.delete,
        apiMessages.userDelete,
      );
      if (!result.ok) return result;
      caches.adminUsers.invalidate(ALL);
      return success(true);
    },
  };

  const adminFinance = {
    /** SPEC.md: a reply that is not a list of records is treated as an empty list. */
    async getAll(period: FinancePeriod): Promise<ApiResult<FinanceRecord[]>> {
      const result = await call({
        route: contract.adminFinance.finance,
        action: 'getAll',
        body: { period },
        reply: adminFinanceActionReplies.getAll,
        failureMessage: apiMessages.financeLoad,
        missingSessionMessage: apiMessages.financeAuthMissing,
      });
      if (!result.ok && result.reason === 'invalid-reply') {
        console.warn('Formato inesperado dos dados financeiros; mostrando lista vazia.');
        return success([]);
      }
      return result;
    },
  };

  const chat = {
    /** Answers markdown; a reply without output gives SPEC.md's apology as the answer. */
    async send(message: string): Promise<ApiResult<{ output: string }>> {
      const result = await call({
        route: contract.chat.chat,
        body: { message: message.trim() },
        reply: chatReplySchema,
        failureMessage: apiMessages.chatSend,
        missingSessionMessage: apiMessages.chatSend,
      });
      if (!result.ok) return result;
      const output = result.data.output?.trim();
      return success({ output: output ? output : apiMessages.chatNoOutput });
    },
  };

  return {
    contract,
    auth,
    passwordReset,
    profile,
    meetings,
    company,
    documents,
    tasks,
    reports,
    adminBusinesses,
    adminUsers,
    adminFinance,
    chat,
    /** Session fields as the next call would send them. */
    readSession: () => readSessionFields(storage),
    clearCaches,
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
