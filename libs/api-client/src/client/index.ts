import { readSessionFields, type KeyValueStorage } from '@portal/domain';
import { createCacheStore } from '../cache';
import { createPortalContract } from '../contract';
import type { ApiResult } from '../result';
import type { AdminUser } from '../schemas/admin-users';
import type { AdminBusiness } from '../schemas/admin-businesses';
import type { DocumentItem } from '../schemas/documents';
import type { Meeting, MeetingSummary } from '../schemas/meetings';
import type { ReceivedTask } from '../schemas/tasks';
import { createTransport, type FetchLike, type XhrFactory } from '../transport';
import { createAdminAuditClient } from './admin-audit';
import { createAdminBusinessesClient } from './admin-businesses';
import { createAdminFinanceClient } from './admin-finance';
import { createAdminUsersClient } from './admin-users';
import { createAuthClient } from './auth';
import { createChatClient } from './chat';
import { createCompanyClient } from './company';
import { createDataExportsClient } from './data-exports';
import { createDocumentsClient } from './documents';
import { createMeetingsClient } from './meetings';
import { createSearchClient } from './search';
import { createPasswordResetClient } from './password-reset';
import { createNotificationsClient } from './notifications';
import { createProfileClient } from './profile';
import { createReportsClient } from './reports';
import { createTasksClient } from './tasks';
import { createTwoFactorClient } from './two-factor';
import type { ListCache } from './shared';

export type {
  BusinessAccessResult,
  BusinessApproveInput,
  BusinessCreateInput,
  BusinessEditInput,
  ListedWaitingBusiness,
} from './admin-businesses';
export type { AuditListInput } from './admin-audit';
export type { MeetingImportInput } from './meetings';
export type { CompanyUpdateInput } from './company';
export type {
  CreateDocumentInput,
  CreateFolderInput,
  DeleteDocumentInput,
  DocumentMutationReply,
  MoveDocumentInput,
  RenameDocumentInput,
  UploadDocumentInput,
} from './documents';
export type { ResetPasswordInput } from './password-reset';
export type {
  ChangePasswordInput,
  MailPreferencesInput,
  ProfileUpdateInput,
  RequestErasureInput,
} from './profile';
export type { TaskInput } from './tasks';
export type { SecondFactorProof, TwoFactorDisableInput } from './two-factor';

export type ApiClientConfig = {
  /** Origin of the API ('' for same origin, e.g. 'http://localhost:3000'). */
  baseUrl: string;
  /** Path segment after /webhook; 'portal' by default. */
  app?: string;
  /** Where the session lives (localStorage in the browser); read through @portal/domain. */
  storage: KeyValueStorage;
  fetch?: FetchLike;
  /** Makes the XMLHttpRequest of an upload that reports progress; the browser's by default. */
  xhr?: XhrFactory;
  /** How a call waits before sending again to a busy server (503 + Retry-After); a timer. */
  wait?: (ms: number) => Promise<void>;
};

/**
 * The typed client: one factory per resource (./<resource>.ts, mirroring contracts/), each given
 * the transport's `call`, its contract router and only the caches or storage it uses.
 */
export const createApiClient = (config: ApiClientConfig) => {
  const contract = createPortalContract(config.app ?? 'portal');
  const { storage } = config;
  const fetchFn: FetchLike = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const xhr: XhrFactory | undefined =
    config.xhr ?? (typeof XMLHttpRequest === 'function' ? () => new XMLHttpRequest() : undefined);
  const { call } = createTransport({
    contract,
    baseUrl: config.baseUrl,
    storage,
    fetch: fetchFn,
    xhr,
    ...(config.wait && { wait: config.wait }),
  });

  // Every cache keeps successful results only: a failure is never answered from the cache.
  const store = createCacheStore();
  const okOnly = { shouldStore: (result: ApiResult<unknown>) => result.ok };
  const listCache = <T>(name: string): ListCache<T> => store.cache<ApiResult<T[]>>(name, okOnly);
  const caches = {
    meetings: listCache<Meeting>('meetings'),
    meetingSummaries: listCache<MeetingSummary>('meetingSummaries'),
    meeting: store.cache<ApiResult<Meeting>>('meeting', okOnly),
    tasks: listCache<ReceivedTask>('tasks'),
    documents: listCache<DocumentItem>('documents'),
    adminBusinesses: listCache<AdminBusiness>('adminBusinesses'),
    adminUsers: listCache<AdminUser>('adminUsers'),
  };
  const clearCaches = () => store.clear();
  /** Business-scoped caches are keyed by the business, so spy mode never mixes companies. */
  const businessKey = () => readSessionFields(storage).businessId ?? '';

  return {
    contract,
    auth: createAuthClient({ call, routes: contract.auth, storage, clearCaches }),
    passwordReset: createPasswordResetClient({ call, routes: contract.passwordReset }),
    profile: createProfileClient({ call, routes: contract.profile }),
    twoFactor: createTwoFactorClient({ call, routes: contract.twoFactor, clearCaches }),
    notifications: createNotificationsClient({ call, routes: contract.notifications }),
    meetings: createMeetingsClient({
      call,
      routes: contract.meetings,
      caches: { all: caches.meetings, summaries: caches.meetingSummaries, one: caches.meeting },
      businessKey,
    }),
    company: createCompanyClient({ call, routes: contract.company, storage }),
    documents: createDocumentsClient({
      call,
      routes: contract.documents,
      cache: caches.documents,
      businessKey,
    }),
    tasks: createTasksClient({
      call,
      routes: contract.tasks,
      cache: caches.tasks,
      businessKey,
      openedMeetings: caches.meeting,
    }),
    reports: createReportsClient({ call, routes: contract.reports, storage }),
    adminBusinesses: createAdminBusinessesClient({
      call,
      routes: contract.adminBusinesses,
      cache: caches.adminBusinesses,
    }),
    adminUsers: createAdminUsersClient({
      call,
      routes: contract.adminUsers,
      cache: caches.adminUsers,
    }),
    adminFinance: createAdminFinanceClient({ call, routes: contract.adminFinance }),
    adminAudit: createAdminAuditClient({ call, routes: contract.adminAudit }),
    chat: createChatClient({ call, routes: contract.chat }),
    search: createSearchClient({ call, routes: contract.search }),
    dataExports: createDataExportsClient({ call, routes: contract.dataExports }),
    /** Session fields as the next call would send them. */
    readSession: () => readSessionFields(storage),
    clearCaches,
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
