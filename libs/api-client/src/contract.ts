import { createAdminAuditContract } from './contracts/admin-audit';
import { createAdminBusinessesContract } from './contracts/admin-businesses';
import { createAdminFinanceContract } from './contracts/admin-finance';
import { createAdminUsersContract } from './contracts/admin-users';
import { createAuthContract } from './contracts/auth';
import { createChatContract } from './contracts/chat';
import { createCompanyContract } from './contracts/company';
import { createDataExportsContract } from './contracts/data-exports';
import { createDocumentsContract } from './contracts/documents';
import { createMeetingsContract } from './contracts/meetings';
import { createNotificationsContract } from './contracts/notifications';
import { createPasswordResetContract } from './contracts/password-reset';
import { createProfileContract } from './contracts/profile';
import { createReportsContract } from './contracts/reports';
import { createSearchContract } from './contracts/search';
import { createTasksContract } from './contracts/tasks';
import { createTwoFactorContract } from './contracts/two-factor';
import { c, webhookPrefix } from './contracts/shared';

/**
 * The whole API. `app` is the path segment after /webhook (env APP_SEGMENT on the server); the
 * contract's types are the same for every app.
 */
export const createPortalContract = (app = 'portal') => {
  const prefix = webhookPrefix(app);
  return c.router({
    auth: createAuthContract(prefix),
    passwordReset: createPasswordResetContract(prefix),
    profile: createProfileContract(prefix),
    meetings: createMeetingsContract(prefix),
    company: createCompanyContract(prefix),
    documents: createDocumentsContract(prefix),
    tasks: createTasksContract(prefix),
    reports: createReportsContract(prefix),
    adminBusinesses: createAdminBusinessesContract(prefix),
    adminUsers: createAdminUsersContract(prefix),
    adminFinance: createAdminFinanceContract(prefix),
    chat: createChatContract(prefix),
    notifications: createNotificationsContract(prefix),
    search: createSearchContract(prefix),
    twoFactor: createTwoFactorContract(prefix),
    dataExports: createDataExportsContract(prefix),
    adminAudit: createAdminAuditContract(prefix),
  });
};

export type PortalContract = ReturnType<typeof createPortalContract>;

export const portalContract: PortalContract = createPortalContract();
