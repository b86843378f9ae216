import { routes } from '@portal/domain';

/**
 * The portal's own routes an answer cites: a company's pages open through `routes.companyView`,
 * which enters spy mode for that company first; the admin pages are plain routes.
 */
export const portalLinks = {
  company: (businessId: string) => routes.companyView(businessId, { page: 'info' }),
  meetings: (businessId: string) => routes.companyView(businessId, { page: 'meetings' }),
  meeting: (businessId: string, meetingId: string) =>
    routes.companyView(businessId, { page: 'meetings', id: meetingId }),
  tasks: (businessId: string) => routes.companyView(businessId, { page: 'tasks' }),
  reports: (businessId: string) => routes.companyView(businessId, { page: 'reports' }),
  report: (businessId: string, reportId: string) =>
    routes.companyView(businessId, { page: 'reports', id: reportId }),
  documents: (businessId: string) => routes.companyView(businessId, { page: 'documents' }),
  companies: routes.adminBusinesses,
  users: routes.adminUsers,
  finance: routes.adminFinance,
} as const;
