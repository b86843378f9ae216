// Importing a meeting from the company detail: a title, a date, a transcript file (WebVTT, SRT
// or JSON) read in the browser, and the tasks the meeting hands to the board, each with its
// 'Responsável' and 'Prazo', all handed to the ingestion action. The file is refused here by its
// name and size before anything is sent; its content is the server's to parse.
import {
  MEETING_IMPORT_DATE_REQUIRED,
  MEETING_TITLE_REQUIRED,
  TASK_DUE_DATE_INVALID,
  TASK_TITLE_REQUIRED,
  TRANSCRIPT_EMPTY,
  TRANSCRIPT_FORMAT_INVALID,
  TRANSCRIPT_REQUIRED,
  TRANSCRIPT_TOO_LARGE,
} from '../messages';
import { isCalendarDay } from '../task-board/task-due';
import { MAX_INGEST_TASKS, MAX_LENGTH, MAX_TRANSCRIPT_BYTES } from '../validation/limits';
import type { FieldErrors } from '../validation/rules';
import type { BusinessPerson } from './business-form';

/** The transcript formats the ingestion action reads, by file extension. */
export const TRANSCRIPT_FILE_EXTENSIONS = ['vtt', 'srt', 'json'] as const;
export type TranscriptFileFormat = (typeof TRANSCRIPT_FILE_EXTENSIONS)[number];

/** The part of a browser `File` the rules read. */
export type TranscriptFileCandidate = { readonly name: string; readonly size: number };

/** The file's format by its extension (any case), or null for any other name. */
export function transcriptFormatOf(fileName: string): TranscriptFileFormat | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return (TRANSCRIPT_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as TranscriptFileFormat)
    : null;
}

/** A picked file's refusal: not .vtt/.srt/.json, empty, or over MAX_TRANSCRIPT_BYTES. */
export function validateTranscriptFile(file: TranscriptFileCandidate): string | undefined {
  if (transcriptFormatOf(file.name) === null) return TRANSCRIPT_FORMAT_INVALID;
  if (file.size === 0) return TRANSCRIPT_EMPTY;
  if (file.size > MAX_TRANSCRIPT_BYTES) return TRANSCRIPT_TOO_LARGE;
  return undefined;
}

/** A task the meeting hands to the board, as the form's row holds it. */
export type MeetingImportTask = {
  readonly title: string;
  /** 'Responsável': one of the company's active people, by id; null for nobody. */
  readonly ownerId: string | null;
  /** 'Prazo', 'YYYY-MM-DD'; null for none. */
  readonly dueDate: string | null;
};
export type MeetingImportTaskField = 'title' | 'dueDate';

export const EMPTY_IMPORT_TASK: MeetingImportTask = { title: '', ownerId: null, dueDate: null };

/** The most tasks one import hands over (the ingestion action's cap). */
export const MEETING_IMPORT_TASKS_MAX = MAX_INGEST_TASKS;

export type MeetingImportValues = {
  readonly title: string;
  /** The date-time field's value, local time: '2026-11-20T14:00'. */
  readonly date: string;
  readonly tasks: readonly MeetingImportTask[];
};
/** The form's text fields, changed by `import.change`. */
export type MeetingImportTextField = 'title' | 'date';
export type MeetingImportField = MeetingImportTextField | 'file';

export const EMPTY_MEETING_IMPORT: MeetingImportValues = { title: '', date: '', tasks: [] };

/** Longest meeting title (the ingestion action's cap). */
export const MEETING_TITLE_MAX = MAX_LENGTH.short;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The import form's refusals; `fileError` is the picked file's (or null when none was refused). */
export function validateMeetingImport(
  values: Pick<MeetingImportValues, MeetingImportTextField>,
  hasFile: boolean,
  fileError: string | null,
): FieldErrors<MeetingImportField> {
  const errors: FieldErrors<MeetingImportField> = {};
  if (values.title.trim() === '') errors.title = MEETING_TITLE_REQUIRED;
  if (!LOCAL_DATE_TIME.test(values.date.trim())) errors.date = MEETING_IMPORT_DATE_REQUIRED;
  if (fileError) errors.file = fileError;
  else if (!hasFile) errors.file = TRANSCRIPT_REQUIRED;
  return errors;
}

/** A task row's refusals: a title is needed; a due date, when given, is a real day. */
export function validateImportTask(task: MeetingImportTask): FieldErrors<MeetingImportTaskField> {
  const errors: FieldErrors<MeetingImportTaskField> = {};
  if (task.title.trim() === '') errors.title = TASK_TITLE_REQUIRED;
  if (task.dueDate !== null && !isCalendarDay(task.dueDate)) errors.dueDate = TASK_DUE_DATE_INVALID;
  return errors;
}

/**
 * Who may own an imported task: the company's people already approved (the ingestion action
 * refuses anyone else), as the owner field lists them.
 */
export const importOwnersOf = (people: readonly BusinessPerson[]) =>
  people.filter((person) => person.role !== 'waiting').map(({ id, name }) => ({ id, name }));

/** A task as the ingestion action takes it: the owner by e-mail, the due date as typed. */
export type ImportTaskInput = {
  readonly title: string;
  readonly owner?: string;
  readonly due_date?: string;
};

/** The rows as sent: titles trimmed, each owner's e-mail found among the company's people. */
export function toImportTasks(
  tasks: readonly MeetingImportTask[],
  people: readonly BusinessPerson[],
): ImportTaskInput[] {
  const emails = new Map(people.map((person) => [person.id, person.email]));
  return tasks.map((task) => {
    const owner = task.ownerId === null ? undefined : emails.get(task.ownerId);
    return {
      title: task.title.trim(),
      ...(owner ? { owner } : {}),
      ...(task.dueDate ? { due_date: task.dueDate } : {}),
    };
  });
}

/**
 * What the `importMeeting` actor gets: the portal reads the file's text, turns the local date
 * into an instant and calls the ingestion action for the company.
 */
export type ImportMeetingInput = {
  readonly businessId: string;
  readonly title: string;
  readonly date: string;
  /** The accepted file, opaque to the domain (a `File` in the browser). */
  readonly file: unknown;
  readonly format: TranscriptFileFormat;
  readonly tasks: readonly ImportTaskInput[];
};
