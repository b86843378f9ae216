// Every address the portal knows, in one place, so redirects and links cannot drift apart.
export const paths = {
  login: '/',
  register: '/register',
  resetPassword: '/reset-password',
  waiting: '/waiting',
  dashboard: '/dashboard',
  meetings: '/dashboard/business/meetings',
  meeting: '/dashboard/business/meetings/:id',
  tasks: '/dashboard/business/tasks',
  documents: '/dashboard/business/documents',
  reports: '/dashboard/business/reports',
  report: '/dashboard/business/reports/:id',
  info: '/dashboard/business/info',
  admin: '/admin',
  adminBusinesses: '/admin/businesses',
  adminUsers: '/admin/users',
  adminFinance: '/admin/finance',
  adminChat: '/admin/chat',
  // A link into a company's page from outside its workspace (the chat's answers cite them).
  adminView: '/admin/view/:businessId/*',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** `/admin/users?usuario={id}` opens that person's detail (a company's 'Gerenciado por'). */
export const USER_PARAM = 'usuario';
export const userDetailSearch = (userId: string) =>
  `?${new URLSearchParams({ [USER_PARAM]: userId })}`;
