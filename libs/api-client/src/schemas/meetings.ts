import {
  INGEST_IDEMPOTENCY_MESSAGES,
  INGEST_TASK_OWNER_INVALID,
  INGEST_TASK_TITLE_REQUIRED,
  INGEST_TOO_MANY_TASKS,
  MAX_INGEST_TASKS,
  MAX_NOTES_LENGTH,
  MAX_TRANSCRIPT_BYTES,
  MEETING_DATE_INVALID,
  MEETING_TITLE_REQUIRED,
  TRANSCRIPT_EMPTY,
  TRANSCRIPT_FORMAT_INVALID,
  TRANSCRIPT_NOT_TEXT,
  TRANSCRIPT_REQUIRED,
  TRANSCRIPT_TOO_LARGE,
  TASK_DUE_DATE_INVALID,
  isCalendarDay,
  parseMeetingDate,
  transcriptByteLength,
  MAX_LENGTH,
} from '@portal/domain';
import { z } from 'zod';
import {
  authTypeSchema,
  businessSessionFields,
  capped,
  emailSchema,
  idSchema,
  jwtSchema,
  successReplySchema,
  text,
} from './common';

export const transcriptEntrySchema = z.object({
  speaker: text(),
  text: text(),
  minutes: z.number(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

/**
 * A task the meeting named, with the 'Responsável' (name) and 'Prazo' it promised when it set
 * them (absent from servers that do not).
 */
export const meetingAddedTaskSchema = z.object({
  title: text(),
  task: text(),
  owner_name: text().nullable().optional(),
  due_date: text().nullable().optional(),
});

/** What became of a task the meeting put on the board: as the board has it now. */
export const actionPlanItemSchema = z.object({
  id: idSchema,
  title: text(),
  status: text(),
  owner_name: text().nullable(),
  due_date: text().nullable(),
});
export type ActionPlanItem = z.infer<typeof actionPlanItemSchema>;

/**
 * The transcript is delivered as a JSON string that the client parses (empty list when
 * parsing fails); a list is accepted too so a server may send it already parsed.
 */
export const meetingSchema = z
  .object({
    id: idSchema,
    title: text(),
    date: text(),
    overview: text().nullable(),
    notes: text().nullable(),
    tasks_added: z.array(meetingAddedTaskSchema).nullable(),
    transcript: z.union([text(), z.array(transcriptEntrySchema)]).nullable(),
  })
  .passthrough();
export type Meeting = z.infer<typeof meetingSchema>;

export const getMeetingsBodySchema = z.object(businessSessionFields).strict();
export type GetMeetingsBody = z.infer<typeof getMeetingsBodySchema>;

/** A list of meetings, or a `status: 'success'` webhook reply that means "no data". */
export const getMeetingsReplySchema = z.union([z.array(meetingSchema), successReplySchema]);
export type GetMeetingsReply = z.infer<typeof getMeetingsReplySchema>;

/* ---------- Beyond docs/product.md: the list without transcripts, and one meeting when it is opened ---------- */

/**
 * What the meetings list shows of a meeting (title, formatted date, overview), the
 * overview cut to `MEETING_LIST_OVERVIEW_MAX` characters (`meetingListOverview`). No transcript,
 * no notes: a company's 200 meetings stay a few tens of kB where getmeetings is megabytes.
 */
export const meetingSummarySchema = z.object({
  id: idSchema,
  title: text(),
  date: text(),
  overview: text(),
});
export type MeetingSummary = z.infer<typeof meetingSummarySchema>;

/** Body of `POST /webhook/{app}/meetings/list`: the session fields, as getmeetings. */
export const listMeetingsBodySchema = z.object(businessSessionFields).strict();
export type ListMeetingsBody = z.infer<typeof listMeetingsBodySchema>;
/** The company's meetings, newest first; an empty list when it has none. */
export const listMeetingsReplySchema = z.array(meetingSummarySchema);
export type ListMeetingsReply = z.infer<typeof listMeetingsReplySchema>;

/** Body of `POST /webhook/{app}/meetings/get`: one meeting of the session's company. */
export const getMeetingBodySchema = z
  .object({ ...businessSessionFields, meetingId: idSchema })
  .strict();
export type GetMeetingBody = z.infer<typeof getMeetingBodySchema>;
/**
 * The meeting whole, as a getmeetings item (transcript as a JSON string, notes, tasks_added),
 * with its 'Plano de ação': the board tasks it created as they are now.
 */
export const getMeetingReplySchema = meetingSchema.extend({
  action_plan: z.array(actionPlanItemSchema).optional(),
});

/** Parses a transcript: a JSON string of entries, or [] when it cannot. */
export const parseTranscript = (value: Meeting['transcript']): TranscriptEntry[] => {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  try {
    const parsed = z.array(transcriptEntrySchema).safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

/* ---------- Ingestion: a recorder or transcription service hands over a meeting ---------- */

export const transcriptFormats = ['vtt', 'srt', 'json'] as const;
export const transcriptFormatSchema = z.enum(transcriptFormats, {
  errorMap: () => ({ message: TRANSCRIPT_FORMAT_INVALID }),
});
export type TranscriptFormat = z.infer<typeof transcriptFormatSchema>;

export const ingestTaskSchema = z.object({
  title: capped(MAX_LENGTH.short).trim().min(1, INGEST_TASK_TITLE_REQUIRED),
  task: capped(MAX_LENGTH.longText).optional(),
  /** 'Responsável' by e-mail: one of the company's active people. */
  owner: emailSchema(INGEST_TASK_OWNER_INVALID).optional(),
  /** 'Prazo', 'YYYY-MM-DD'. */
  due_date: text().refine(isCalendarDay, TASK_DUE_DATE_INVALID).optional(),
});
export type IngestTask = z.infer<typeof ingestTaskSchema>;

/**
 * Body of `POST /webhook/{app}/meetings/ingest`. The caller is not a portal session: it proves
 * itself with the `x-api-key` header (the installation key) or an admin JWT
 * (`Authorization: Bearer`, or `jwt` here like every other action). The transcript is the file's
 * text; NUL characters and malformed cues are reported by the server's parser with their line.
 */
export const ingestMeetingBodySchema = z.object({
  jwt: jwtSchema.optional(),
  authType: authTypeSchema.optional(),
  businessId: idSchema,
  title: capped(MAX_LENGTH.short).trim().min(1, MEETING_TITLE_REQUIRED),
  date: capped(40).refine((v) => parseMeetingDate(v) !== null, MEETING_DATE_INVALID),
  overview: capped(MAX_LENGTH.longText).optional(),
  notes: capped(MAX_NOTES_LENGTH).optional(),
  transcript: z
    .string({ required_error: TRANSCRIPT_REQUIRED, invalid_type_error: TRANSCRIPT_NOT_TEXT })
    .refine((v) => transcriptByteLength(v) <= MAX_TRANSCRIPT_BYTES, TRANSCRIPT_TOO_LARGE)
    .refine((v) => v.trim().length > 0, TRANSCRIPT_EMPTY),
  format: transcriptFormatSchema.optional(),
  tasks: z.array(ingestTaskSchema).max(MAX_INGEST_TASKS, INGEST_TOO_MANY_TASKS).optional(),
});
export type IngestMeetingBody = z.infer<typeof ingestMeetingBodySchema>;

/**
 * `Idempotency-Key` (optional, 1 to 255 visible ASCII characters): a retry of the same meeting
 * with the same key, for the same company and caller, answers the first result instead of
 * creating the meeting again.
 */
export const ingestMeetingHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, INGEST_IDEMPOTENCY_MESSAGES.badKey)
    .optional(),
});

export const ingestMeetingReplySchema = z.object({
  status: z.literal('success'),
  meeting: z.object({ id: idSchema, title: text(), date: text() }),
  tasksCreated: z.number().int().nonnegative(),
});
export type IngestMeetingReply = z.infer<typeof ingestMeetingReplySchema>;
