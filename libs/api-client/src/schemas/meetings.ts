import { z } from 'zod';
import {
  authTypeSchema,
  businessSessionFields,
  capped,
  idSchema,
  jwtSchema,
  MAX_LENGTH,
  successReplySchema,
  text,
} from './common';

export const transcriptEntrySchema = z.object({
  speaker: text(),
  text: text(),
  minutes: z.number(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const meetingAddedTaskSchema = z.object({ title: text(), task: text() });

/**
 * SPEC.md: the transcript is delivered as a JSON string that the client parses (empty list when
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

/** Parses a transcript as SPEC.md says: a JSON string of entries, or [] when it cannot. */
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

/** Largest transcript file accepted (its UTF-8 bytes). */
export const MAX_TRANSCRIPT_BYTES = 2 * 1024 * 1024;
/** Most spoken lines one transcript may carry. */
export const MAX_TRANSCRIPT_ENTRIES = 20_000;
/** Most tasks one meeting may name. */
export const MAX_INGEST_TASKS = 200;
/** Rich-text notes may be long (a full summary), but not unbounded. */
export const MAX_NOTES_LENGTH = 100_000;

export const TRANSCRIPT_TOO_LARGE = 'O arquivo de transcrição excede o limite de 2 MB';
export const TRANSCRIPT_EMPTY = 'A transcrição está vazia';
export const MEETING_TITLE_REQUIRED = 'O título da reunião é obrigatório';
export const MEETING_DATE_INVALID =
  'Data da reunião inválida: use o formato ISO, por exemplo 2026-11-20 ou 2026-11-20T14:00';
export const INGEST_TASK_TITLE_REQUIRED = 'O título de cada tarefa é obrigatório';
export const INGEST_TOO_MANY_TASKS = `Uma reunião pode ter no máximo ${MAX_INGEST_TASKS} tarefas`;

export const transcriptFormats = ['vtt', 'srt', 'json'] as const;
export const transcriptFormatSchema = z.enum(transcriptFormats, {
  errorMap: () => ({ message: 'Formato de transcrição inválido: use vtt, srt ou json' }),
});
export type TranscriptFormat = z.infer<typeof transcriptFormatSchema>;

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A meeting date as ISO 8601: a day ('2026-11-20', midnight UTC) or a date-time with or without
 * an offset ('2026-11-20T14:00', '2026-11-20T14:00:00-03:00'); without an offset the time is
 * UTC, so the same text means the same instant on every server. Impossible days (2026-02-30)
 * are refused. Returns null for anything else.
 */
export const parseMeetingDate = (value: string): Date | null => {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59)
    return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  const iso = value.trim();
  const parsed = new Date(zone || !iso.includes('T') ? iso : `${iso}Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

const utf8Length = (value: string): number => {
  // Counted without allocating a copy of a 2 MB string.
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
};
export const transcriptByteLength = utf8Length;

export const ingestTaskSchema = z.object({
  title: capped(MAX_LENGTH.short).trim().min(1, INGEST_TASK_TITLE_REQUIRED),
  task: capped(MAX_LENGTH.longText).optional(),
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
    .string({
      required_error: 'A transcrição é obrigatória',
      invalid_type_error: 'A transcrição deve ser o texto do arquivo',
    })
    .refine((v) => utf8Length(v) <= MAX_TRANSCRIPT_BYTES, TRANSCRIPT_TOO_LARGE)
    .refine((v) => v.trim().length > 0, TRANSCRIPT_EMPTY),
  format: transcriptFormatSchema.optional(),
  tasks: z.array(ingestTaskSchema).max(MAX_INGEST_TASKS, INGEST_TOO_MANY_TASKS).optional(),
});
export type IngestMeetingBody = z.infer<typeof ingestMeetingBodySchema>;

export const ingestMeetingReplySchema = z.object({
  status: z.literal('success'),
  meeting: z.object({ id: idSchema, title: text(), date: text() }),
  tasksCreated: z.number().int().nonnegative(),
});
export type IngestMeetingReply = z.infer<typeof ingestMeetingReplySchema>;
