import { z } from 'zod';
import { businessSessionFields, idSchema, successReplySchema, text } from './common';

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

export const getMeetingsBodySchema = z.object(businessSessionFields);
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
