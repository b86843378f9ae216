// The company workspace as the portal holds it: meetings, board tasks and the
// company. The api-client maps the server's shapes onto these; the UI kit and the machines only
// ever see these.
import type { Role } from './session';

/** One spoken line of a meeting transcript; `minutes` from the start, shown with two decimals. */
export type TranscriptEntry = {
  readonly speaker: string;
  readonly text: string;
  readonly minutes: number;
};

/** A task a meeting put on the board (an item of the meeting's `tasks_added`). */
export type MeetingAddedTask = {
  readonly title: string;
  readonly task: string;
  /** 'Responsável' and 'Prazo' ('YYYY-MM-DD') as the meeting promised them, when it did. */
  readonly owner_name?: string | null;
  readonly due_date?: string | null;
};

/** A task the meeting put on the board, as the board has it now ('Plano de ação'). */
export type ActionPlanItem = {
  readonly id: string;
  readonly title: string;
  readonly status: TaskStatus;
  readonly owner_name: string | null;
  readonly due_date: string | null;
};

/**
 * What the meetings list shows of a meeting (title, formatted date and overview);
 * the overview may be cut short (`meetingListOverview`). Transcript and notes come with the
 * meeting when it is opened.
 */
export type MeetingSummary = {
  readonly id: string;
  readonly title: string;
  /** ISO 8601 instant. */
  readonly date: string;
  readonly overview: string;
};

export type Meeting = MeetingSummary & {
  /** Rich text: may hold basic HTML, **bold** and (hh:mm - hh:mm) ranges; sanitized on display. */
  readonly notes: string;
  readonly tasks_added: readonly MeetingAddedTask[];
  /** What became of the tasks it created; absent from the meetings list (only an opened meeting has it). */
  readonly action_plan?: readonly ActionPlanItem[];
  /** Already parsed; an unparsable transcript is an empty list. */
  readonly transcript: readonly TranscriptEntry[];
};

/** Board columns, in board order. */
export const TASK_STATUSES = ['not-started', 'in-progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The board's column headings (also the server's status labels). */
export const TASK_STATUS_LABELS = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  done: 'Done',
} as const satisfies Record<TaskStatus, string>;
/** The server's status labels, in board order. */
export const TASK_STATUS_LABEL_LIST = TASK_STATUSES.map((status) => TASK_STATUS_LABELS[status]) as [
  TaskStatusLabel,
  ...TaskStatusLabel[],
];
export type TaskStatusLabel = (typeof TASK_STATUS_LABELS)[TaskStatus];

/** A label the board does not know maps to not-started, so no task is ever lost from view. */
export const statusFromLabel = (label: string): TaskStatus =>
  TASK_STATUSES.find((status) => TASK_STATUS_LABELS[status] === label) ?? 'not-started';

export const labelFromStatus = (status: TaskStatus): TaskStatusLabel => TASK_STATUS_LABELS[status];

/** A task as the board holds it. `content` is the description. */
export type Task = {
  readonly id: string;
  readonly title: string;
  readonly status: TaskStatus;
  readonly content: string;
  /** ISO 8601 instant. */
  readonly created_at: string;
  readonly completed_at: string | null;
  readonly from_meeting: string | null;
  /** 'Responsável': the id of a person of the company, and their name as the server has it. */
  readonly owner_id?: string | null;
  readonly owner_name?: string | null;
  /** 'Prazo': 'YYYY-MM-DD'. */
  readonly due_date?: string | null;
};

/** A person of the company a task may be given to ('Responsável'). */
export type TaskPerson = { readonly id: string; readonly name: string };

/** A person's role as the company page's user list shows it (a waiting person reads as a user). */
export type CompanyRole = Role;

export type CompanyUser = {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: CompanyRole;
};

/** Company information as the 'Empresa' screen shows it. */
export type Company = {
  readonly id: string;
  readonly name: string;
  /** URL of the logo, or null for the placeholder. */
  readonly logo: string | null;
  readonly website: string;
  readonly niche: string;
  readonly knowledge_base: string;
  /** Typed as a number, sent as text, '0' when empty. */
  readonly meta_faturamento: string;
  readonly username_instagram: string;
  readonly managed_by: string | null;
  readonly access_users: readonly CompanyUser[];
};

/** The editable fields of the company page (its draft in edit mode). */
export type CompanyDraft = Pick<
  Company,
  'website' | 'niche' | 'knowledge_base' | 'meta_faturamento' | 'username_instagram'
>;

/** The company's manager ('Gerenciado por'): the access user whose id is managed_by. */
export const companyManager = (company: Company): CompanyUser | null =>
  company.access_users.find((u) => u.id === company.managed_by) ?? null;

/** The item types the library tells apart; any other (a link, a mime type) is a file. */
export const LIBRARY_ITEM_TYPES = [
  'folder',
  'redirectFolder',
  'driveFile',
  'uploadedFile',
] as const;
export type LibraryItemType = (typeof LIBRARY_ITEM_TYPES)[number];

/**
 * One item of the document library, flat: a file in a folder
 * names it in `parentId` instead of sitting in its `content`. Folders are one level deep.
 */
export type LibraryItem = {
  /** A folder's id is its name; every other item's is the server's id. */
  readonly id: string;
  /** A `LibraryItemType`, or what else the server sent (shown as a file). */
  readonly type: string;
  readonly name: string;
  /** Folders only. */
  readonly description: string | null;
  /** The folder's id (its name), or null at root. */
  readonly parentId: string | null;
  /** ISO 8601 instant, when the server sent one. */
  readonly created_at: string | null;
  /** The Drive or web link (driveFile, redirectFolder). */
  readonly drive_url: string | null;
  readonly driveId: string | null;
  /** Built from the Drive id (size 320) when the server sent none. */
  readonly thumbnail: string | null;
  /** Where an uploaded file is served. */
  readonly file_url: string | null;
  /** MIME type (or extension) of an uploaded file. */
  readonly file_type: string | null;
  readonly file_size: number | null;
};
