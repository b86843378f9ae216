import type { PortalContract } from '@portal/api-client';
import type { ServiceDeps } from '../services/deps';
import { adminAuditRoutes } from './admin-audit';
import { adminBusinessesRoutes } from './admin-businesses';
import { adminFinanceRoutes } from './admin-finance';
import { adminUsersRoutes } from './admin-users';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { companyRoutes } from './company';
import { dataExportsRoutes } from './data-exports';
import { documentsRoutes } from './documents';
import { meetingsRoutes } from './meetings';
import { notificationsRoutes } from './notifications';
import { passwordResetRoutes } from './password-reset';
import { profileRoutes } from './profile';
import { reportsRoutes } from './reports';
import { searchRoutes } from './search';
import { tasksRoutes } from './tasks';
import { twoFactorRoutes } from './two-factor';

/**
 * The resources the server implements: adding one is one line here, its router under the
 * contract's key. Everything else a resource needs is in its contract already (session kind,
 * where `action` goes, each action's JSON and multipart body in the route's metadata), so there
 * is no second registry. A route of the contract not named here answers 501, after
 * authentication and authorization (routes/not-implemented.ts).
 */
export const implementedRoutes = (deps: ServiceDeps, contract: PortalContract) =>
  ({
    auth: authRoutes(deps, contract.auth),
    passwordReset: passwordResetRoutes(deps, contract.passwordReset),
    profile: profileRoutes(deps, contract.profile),
    meetings: meetingsRoutes(deps, contract.meetings),
    tasks: tasksRoutes(deps, contract.tasks),
    company: companyRoutes(deps, contract.company),
    documents: documentsRoutes(deps, contract.documents),
    reports: reportsRoutes(deps, contract.reports),
    adminFinance: adminFinanceRoutes(deps, contract.adminFinance),
    adminUsers: adminUsersRoutes(deps, contract.adminUsers),
    adminBusinesses: adminBusinessesRoutes(deps, contract.adminBusinesses),
    chat: chatRoutes(deps, contract.chat),
    notifications: notificationsRoutes(deps, contract.notifications),
    search: searchRoutes(deps, contract.search),
    twoFactor: twoFactorRoutes(deps, contract.twoFactor),
    dataExports: dataExportsRoutes(deps, contract.dataExports),
    adminAudit: adminAuditRoutes(deps, contract.adminAudit),
  }) satisfies Partial<Record<keyof PortalContract, unknown>>;
