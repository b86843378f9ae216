// Importing a meeting from the company detail: a title, a date and a transcript file
// (WebVTT, SRT or JSON) read in the browser and handed to the ingestion action. The file is
// refused here by its name and size before anything is sent; its content is the server's to parse.
import {
  MEETING_IMPORT_DATE_REQUIRED,
  MEETING_TITLE_REQUIRED,
  TRANSCRIPT_EMPTY,
  TRANSCRIPT_FORMAT_INVALID,
  TRANSCRIPT_REQUIRED,
  TRANSCRIPT_TOO_LARGE,
} from '../messages';
import { MAX_LENGTH, MAX_TRANSCRIPT_BYTES } from '../validation/limits';
import type { FieldErrors } from '../validation/rules';

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

export type MeetingImportValues = {
  readonly title: string;
  /** The date-time field's value, local time: '2026-11-20T14:00'. */
  readonly date: string;
};
export type MeetingImportField = keyof MeetingImportValues | 'file';

export const EMPTY_MEETING_IMPORT: MeetingImportValues = { title: '', date: '' };

/** Longest meeting title (the ingestion action's cap). */
export const MEETING_TITLE_MAX = MAX_LENGTH.short;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The import form's refusals; `fileError` is the picked file's (or null when none was refused). */
export function validateMeetingImport(
  values: MeetingImportValues,
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
};
