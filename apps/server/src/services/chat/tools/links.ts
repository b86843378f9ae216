/**
 * The portal's own routes an answer cites: `/admin/view/{businessId}` enters spy mode
 * for that company and opens the company-scoped page after it; the admin pages are plain routes.
 */
const view = (businessId: string) => `/admin/view/${businessId}`;

export const portalLinks = {
  company: (businessId: string) => `${view(businessId)}/info`,
  meetings: (businessId: string) => `${view(businessId)}/meetings`,
  meeting: (businessId: string, meetingId: string) => `${view(businessId)}/meetings/${meetingId}`,
  tasks: (businessId: string) => `${view(businessId)}/tasks`,
  reports: (businessId: string) => `${view(businessId)}/reports`,
  report: (businessId: string, reportId: string) => `${view(businessId)}/reports/${reportId}`,
  documents: (businessId: string) => `${view(businessId)}/documents`,
  companies: '/admin/businesses',
  users: '/admin/users',
  finance: '/admin/finance',
} as const;
