import type { z } from 'zod';
import {
  ROLES,
  driveThumbnailUrl,
  labelFromStatus,
  statusFromLabel,
  type Company,
  type CompanyRole,
  type DocumentChangeOutput,
  type LibraryItem,
  type Meeting as WorkspaceMeeting,
  type MonthlyReport,
  type ReportsData,
  type Profile,
  type SearchResultGroup,
  type Task,
} from '@portal/domain';
import type { DocumentMutationReply } from './client/documents';
import type { Business } from './schemas/company';
import type { DocumentItem, documentLeafSchema } from './schemas/documents';
import type { Profile as ServerProfile } from './schemas/profile';
import { parseTranscript, type ActionPlanItem, type Meeting } from './schemas/meetings';
import type { ReceivedTask, ServerTask } from './schemas/tasks';
import type { ReportJson, ReportsReply } from './schemas/reports';
import type { SearchReply } from './schemas/search';

// The server's shapes (docs/product.md, "The wire format") onto the portal's
// (libs/domain/src/model/workspace.ts) and back. Machines and screens only ever see the domain's
// shapes.

/** The transcript arrives as a JSON string; an unparsable one is an empty list. */
export const toWorkspaceMeeting = (
  meeting: Meeting & { action_plan?: readonly ActionPlanItem[] },
): WorkspaceMeeting => ({
  id: meeting.id,
  title: meeting.title,
  date: meeting.date,
  overview: meeting.overview ?? '',
  notes: meeting.notes ?? '',
  tasks_added: meeting.tasks_added ?? [],
  transcript: parseTranscript(meeting.transcript),
  ...(meeting.action_plan && {
    action_plan: meeting.action_plan.map((item) => ({
      ...item,
      status: statusFromLabel(item.status),
    })),
  }),
});

/** Unknown status labels map to not-started; `task` is the description. */
export const toBoardTask = (task: ReceivedTask): Task => ({
  id: task.id,
  title: task.title,
  status: statusFromLabel(task.status),
  content: task.task,
  created_at: task.created_at,
  completed_at: task.completed_at,
  from_meeting: task.from_meeting,
  // Absent when the server does not send them, so a save never clears what it did not read.
  ...(task.owner_id !== undefined ? { owner_id: task.owner_id } : {}),
  ...(task.owner_name !== undefined ? { owner_name: task.owner_name } : {}),
  ...(task.due_date !== undefined ? { due_date: task.due_date } : {}),
});

export const toServerTask = (task: Task): ServerTask => ({
  id: task.id,
  title: task.title,
  task: task.content,
  status: labelFromStatus(task.status),
  created_at: task.created_at,
  completed_at: task.completed_at,
  from_meeting: task.from_meeting,
  ...(task.owner_id !== undefined ? { owner_id: task.owner_id } : {}),
  ...(task.due_date !== undefined ? { due_date: task.due_date } : {}),
});

const companyRole = (role: string): CompanyRole =>
  (ROLES as readonly string[]).includes(role) ? (role as CompanyRole) : 'user';

/** The 'Empresa' screen's view of the business; meta is text, '0' when empty. */
export const toCompany = (business: Business): Company => ({
  id: business.id,
  name: business.name,
  logo: business.logo,
  website: business.website ?? '',
  niche: business.niche ?? '',
  knowledge_base: business.knowledge_base ?? '',
  meta_faturamento: String(business.meta_faturamento ?? 0),
  username_instagram: business.username_instagram ?? '',
  managed_by: business.managed_by,
  access_users: business.access_users.map((u) => ({ ...u, role: companyRole(u.role) })),
});

/** The profile as the modal shows it: blank where the server has nothing. */
export const toProfile = (profile: ServerProfile): Profile => ({
  name: profile.name,
  email: profile.email,
  phone_number: profile.phone_number ?? '',
  knowledge_base: profile.knowledge_base ?? '',
  profile_picture: profile.profile_picture,
  // A business account's profile names no switches: it gets no reminders or digests.
  mail:
    profile.mail_task_reminders === undefined || profile.mail_weekly_digest === undefined
      ? null
      : { tasks: profile.mail_task_reminders, digest: profile.mail_weekly_digest },
  // Nor can it ask for its account's erasure: a company's data is erased by an admin.
  erasure:
    profile.erasure_requested_at === undefined
      ? null
      : { requestedAt: profile.erasure_requested_at },
});

type DocumentLeaf = z.infer<typeof documentLeafSchema>;

/** A Drive item's thumbnail is built from its id when the server sent none. */
export const toLibraryItem = (item: DocumentLeaf, parentId = item.parentId): LibraryItem => ({
  id: item.id,
  type: item.type,
  name: item.name,
  description: item.description ?? null,
  parentId,
  created_at: item.created_at ?? null,
  drive_url: item.drive_url ?? null,
  driveId: item.driveId ?? null,
  thumbnail: item.thumbnail ?? (item.driveId ? driveThumbnailUrl(item.driveId) : null),
  file_url: item.file_url ?? null,
  file_type: item.file_type ?? null,
  file_size: item.file_size ?? null,
});

/** The tree getAll gives, flat: each folder followed by its files (their parent: the folder). */
export const toLibraryItems = (tree: readonly DocumentItem[]): LibraryItem[] =>
  tree.flatMap((item) => [
    toLibraryItem(item),
    ...(item.content ?? []).map((child) => toLibraryItem(child, child.parentId ?? item.id)),
  ]);

/** A change's reply: the item the server gave back, or null for `[{ status: 'success' }]`. */
export const toDocumentChange = (reply: DocumentMutationReply): DocumentChangeOutput => ({
  item: Array.isArray(reply) ? null : toLibraryItem(reply),
});

/** One month as the portal holds it: the id as text (the detail matches it so), who and when. */
export const toMonthlyReport = (json: ReportJson): MonthlyReport => ({
  id: String(json.id),
  month_year: json.month_year,
  gross_revenue: json.gross_revenue,
  net_revenue: json.net_revenue,
  expenses: json.expenses,
  cogs: json.cogs,
  net_profit: json.net_profit,
  net_margin: json.net_margin,
  customAnswers: json.customAnswers.map(({ question, response }) => ({ question, response })),
  ...(json.filled_by ? { filledBy: json.filled_by } : {}),
  ...(json.filled_at ? { filledAt: json.filled_at } : {}),
  ...(json.version ? { version: json.version } : {}),
  ...(json.edited_by ? { editedBy: json.edited_by } : {}),
  ...(json.edited_at ? { editedAt: json.edited_at } : {}),
});

/**
 * The Analytics screen's data: getSpecificCompany's first group, the company's custom questions,
 * name and logo (company.get), and its sheet link (null when none is set).
 */
export const toReportsData = (
  reply: ReportsReply,
  business: Pick<Business, 'name' | 'logo' | 'custom_questions'>,
  sheetUrl: string | null,
): ReportsData => {
  const group = reply[0];
  return {
    reports: (group?.items ?? []).map((item) => toMonthlyReport(item.json)),
    revenueGoal: group?.revenueGoal ?? null,
    latestFilled: group?.latestFilled ?? false,
    questions: [...business.custom_questions],
    company: { name: business.name, logo: business.logo },
    sheetUrl,
  };
};

/**
 * The search's groups as the domain sees them: the same shape, so this only states (and the
 * compiler checks) that the wire and the domain agree.
 */
export const toSearchGroups = (reply: SearchReply): readonly SearchResultGroup[] => reply.groups;

/** Every mapper, as containers receive them through the portal's `callWorkspace`. */
export const workspaceMappers = {
  toWorkspaceMeeting,
  toBoardTask,
  toServerTask,
  toCompany,
  toProfile,
  toLibraryItems,
  toDocumentChange,
  toReportsData,
  toSearchGroups,
};
