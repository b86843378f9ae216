// Every address of the portal, in one place. The portal's router declares its routes from here
// and every link to a page is built here: the shells' menus, the screens' links, the landing by
// role, the e-mails the server sends, the assistant's answers, the demo accounts and the e2e
// pages, so a page cannot move without its links moving with it. These addresses are public
// (bookmarks, e-mails already sent): a page that moves keeps a redirect from its old address.
import { fillReportSearch } from './reports/report-link';

const BUSINESS = '/dashboard/business';
const ADMIN = '/admin';
const COMPANY_VIEW = `${ADMIN}/view`;

/** The reset-password page's query parameter carrying the e-mailed token. */
export const RESET_TOKEN_PARAM = 'token';
/** The meeting page's query parameter opening its Transcript tab at one line (its position). */
export const MEETING_LINE_PARAM = 'linha';
/** The task board's query parameter opening one task's panel. */
export const TASK_PARAM = 'tarefa';
/** The document library's query parameter opening one folder. */
export const FOLDER_PARAM = 'pasta';
/** The users screen's query parameter opening one person's detail. */
export const USER_DETAIL_PARAM = 'usuario';

/** A company page a link from outside its workspace may open: a list, or one meeting or report. */
export type CompanyPageRef =
  | { page: 'meetings' | 'tasks' | 'reports' | 'documents' | 'info' }
  | { page: 'meetings' | 'reports'; id: string }
  | { page: 'meetings'; id: string; line: number }
  | { page: 'tasks'; task: string }
  | { page: 'documents'; folder: string }; // the folder's name

const segment = encodeURIComponent;

export const routes = {
  login: '/',
  register: '/register',
  resetPassword: '/reset-password',
  /** The link the password-reset e-mail carries. */
  resetPasswordWith: (token: string) => `/reset-password?${RESET_TOKEN_PARAM}=${segment(token)}`,
  waiting: '/waiting',

  dashboard: '/dashboard',
  business: BUSINESS,
  meetings: `${BUSINESS}/meetings`,
  meeting: (id: string) => `${BUSINESS}/meetings/${segment(id)}`,
  /** A meeting on its Transcript tab, scrolled to one line (`line`: its position) and marked. */
  meetingLine: (id: string, line: number) =>
    `${BUSINESS}/meetings/${segment(id)}?${MEETING_LINE_PARAM}=${line}`,
  tasks: `${BUSINESS}/tasks`,
  /** The task board with one task's panel open. */
  task: (id: string) => `${BUSINESS}/tasks?${TASK_PARAM}=${segment(id)}`,
  documents: `${BUSINESS}/documents`,
  /** The document library in one folder. */
  documentsFolder: (folderId: string) =>
    `${BUSINESS}/documents?${FOLDER_PARAM}=${segment(folderId)}`,
  reports: `${BUSINESS}/reports`,
  report: (id: string) => `${BUSINESS}/reports/${segment(id)}`,
  /** The reports screen with its form open on `monthKey` ('YYYY-MM'): the reminder's link. */
  fillReport: (monthKey: string) => `${BUSINESS}/reports${fillReportSearch(monthKey)}`,
  info: `${BUSINESS}/info`,

  admin: ADMIN,
  adminBusinesses: `${ADMIN}/businesses`,
  adminUsers: `${ADMIN}/users`,
  /** The users screen with one person's detail open (a company's 'Gerenciado por'). */
  adminUser: (userId: string) =>
    `${ADMIN}/users?${new URLSearchParams({ [USER_DETAIL_PARAM]: userId })}`,
  adminFinance: `${ADMIN}/finance`,
  adminChat: `${ADMIN}/chat`,
  /** The audit log of what the administration did (admin only). */
  adminAudit: `${ADMIN}/audit`,
  /**
   * A company's page from outside its workspace (the assistant's answers cite them): it enters
   * spy mode on that company, for admin or council if they may see it, then opens the page.
   */
  companyView: (businessId: string, ref: CompanyPageRef) => {
    const id = 'id' in ref ? `/${segment(ref.id)}` : '';
    const search =
      'line' in ref
        ? `?${MEETING_LINE_PARAM}=${ref.line}`
        : 'task' in ref
          ? `?${TASK_PARAM}=${segment(ref.task)}`
          : 'folder' in ref
            ? `?${new URLSearchParams({ [FOLDER_PARAM]: ref.folder })}`
            : '';
    return `${COMPANY_VIEW}/${segment(businessId)}/${ref.page}${id}${search}`;
  },
} as const;

/** The router's patterns for the addresses above that carry a parameter. */
export const routePatterns = {
  meeting: `${BUSINESS}/meetings/:id`,
  report: `${BUSINESS}/reports/:id`,
  companyView: `${COMPANY_VIEW}/:businessId/*`,
} as const;
