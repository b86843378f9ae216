import type { TranscriptFormat } from '@portal/api-client';
import {
  MAX_TRANSCRIPT_BYTES,
  MAX_TRANSCRIPT_ENTRIES,
  TRANSCRIPT_MESSAGES,
  transcriptByteLength,
} from '@portal/domain';

// Transcript files as recorders and transcription services write them (WebVTT, SRT) or as the
// portal stores them (JSON [{speaker, text, minutes}]), turned into the entries of a meeting.
// Pure functions: every refusal is a TranscriptError whose pt-BR message names the line where
// it can, so a person can fix the file.

export type ParsedEntry = { speaker: string; text: string; minutes: number };

export class TranscriptError extends Error {
  override name = 'TranscriptError';
}

/** Speaker of a cue that names none. */
export const DEFAULT_SPEAKER = 'Participante';

/** Minutes from the start, rounded to hundredths (what the meeting screen shows). */
export const minutesFrom = (milliseconds: number): number =>
  Math.round((milliseconds / 60_000) * 100) / 100;

const lineAt = (text: string, index: number): number => {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
};

/** Size, NUL and emptiness, for every format; returns the text without a BOM, \n line ends. */
function precheck(raw: string): string {
  if (transcriptByteLength(raw) > MAX_TRANSCRIPT_BYTES) {
    throw new TranscriptError(TRANSCRIPT_MESSAGES.tooLarge);
  }
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const nul = text.indexOf('\0');
  if (nul >= 0) throw new TranscriptError(TRANSCRIPT_MESSAGES.nul(lineAt(text, nul)));
  if (!text.trim()) throw new TranscriptError(TRANSCRIPT_MESSAGES.empty);
  return text;
}

/** The format of a file from its content: WEBVTT header, a JSON list, or SRT cue timings. */
export function detectTranscriptFormat(raw: string): TranscriptFormat | null {
  const text = raw.replace(/^\uFEFF/, '').trimStart();
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(text)) return 'vtt';
  if (text.startsWith('[') || text.startsWith('{')) return 'json';
  if (/^\s*\d{1,2}:\d{2}:\d{2},\d{1,3}\s*-->/m.test(text)) return 'srt';
  // A numbered first cue followed by a timing line, even a malformed one (reported later).
  if (/^\d+[ \t]*\n[^\n]*-->/.test(text.replace(/\r\n?/g, '\n'))) return 'srt';
  return null;
}

/** Parses a transcript in `format`, or in the format its content shows when none is given. */
export function parseTranscriptFile(raw: string, format?: TranscriptFormat): ParsedEntry[] {
  const text = precheck(raw);
  const kind = format ?? detectTranscriptFormat(text);
  if (!kind) throw new TranscriptError(TRANSCRIPT_MESSAGES.unknownFormat);
  const entries =
    kind === 'vtt' ? parseVtt(text) : kind === 'srt' ? parseSrt(text) : parseJsonTranscript(text);
  if (entries.length === 0) throw new TranscriptError(TRANSCRIPT_MESSAGES.noCues);
  return entries;
}

/* ---------- cue text: speaker and markup ---------- */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

const decodeEntities = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** `<v Ana Souza>` or `<v.loud Ana Souza>` (WebVTT voice span). */
const VOICE = /<v(?:\.[^\s>]*)*[ \t]+([^>]+)>/i;
/** `Ana Souza: texto` — a name starting with a letter, before a colon and a space. */
const PREFIX = /^(\p{L}[^:]{0,79}?):\s+([\s\S]*)$/u;

/**
 * Speaker and plain text of a cue's lines: the first voice span names the speaker, otherwise a
 * `Name: ` prefix does; tags are dropped ({\an8} SSA overrides too), lines are joined by a space.
 */
export function cueText(lines: readonly string[]): { speaker: string; text: string } | null {
  const joined = lines
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  const voice = VOICE.exec(joined);
  let speaker = voice?.[1] ? decodeEntities(voice[1]).trim() : '';
  let text = decodeEntities(joined.replace(/<[^>]*>/g, '').replace(/\{\\[^}]*\}/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  if (!speaker) {
    const prefixed = PREFIX.exec(text);
    if (prefixed?.[1] && prefixed[2] !== undefined) {
      speaker = prefixed[1].trim();
      text = prefixed[2].trim();
    }
  }
  if (!text) return null;
  return { speaker: speaker || DEFAULT_SPEAKER, text };
}

/* ---------- WebVTT ---------- */

/** `hh:mm:ss.mmm` (up to four hour digits) or `mm:ss.mmm`, in milliseconds. */
const VTT_TIME = /^(?:(\d{2,4}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const vttMs = (value: string): number | null => {
  const m = VTT_TIME.exec(value);
  if (!m) return null;
  return ((Number(m[1] ?? 0) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]);
};

type Block = { line: number; lines: string[] };

/** Groups lines into blocks separated by blank lines, remembering each block's first line. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) {
      current = null;
      return;
    }
    if (!current) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
}

function pushEntry(out: ParsedEntry[], ms: number, lines: readonly string[]) {
  const cue = cueText(lines);
  if (!cue) return;
  if (out.length >= MAX_TRANSCRIPT_ENTRIES) {
    throw new TranscriptError(TRANSCRIPT_MESSAGES.tooManyEntries);
  }
  out.push({ ...cue, minutes: minutesFrom(ms) });
}

/** Splits `start --> end [settings]`; null when the line holds no arrow. */
const timingParts = (line: string): [string, string] | null => {
  const at = line.indexOf('-->');
  if (at < 0) return null;
  const start = line.slice(0, at).trim();
  const end = line
    .slice(at + 3)
    .trim()
    .split(/[ \t]+/)[0];
  return [start, end ?? ''];
};

/**
 * The cue whose timing line is `block.lines[timingIndex]`: both times must read in the format's
 * syntax (else `badTiming` names the line), the start dates the text on the lines after it.
 */
function pushTimedCue(
  out: ParsedEntry[],
  block: Block,
  timingIndex: number,
  toMs: (value: string) => number | null,
  badTiming: (line: number, value: string) => string,
) {
  const timingLine = block.lines[timingIndex]!;
  const [start, end] = timingParts(timingLine)!;
  const startMs = toMs(start);
  if (startMs === null || toMs(end) === null) {
    throw new TranscriptError(badTiming(block.line + timingIndex, timingLine.trim()));
  }
  pushEntry(out, startMs, block.lines.slice(timingIndex + 1));
}

export function parseVtt(raw: string): ParsedEntry[] {
  const text = precheck(raw);
  const [first = ''] = text.split('\n', 1);
  if (!/^WEBVTT(?:[ \t]|$)/.test(first)) throw new TranscriptError(TRANSCRIPT_MESSAGES.vttHeader);
  const out: ParsedEntry[] = [];
  // The first block is the header (WEBVTT and its metadata lines).
  for (const block of blocksOf(text).slice(1)) {
    const head = block.lines[0]!.trim();
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(head)) continue;
    // An optional cue identifier precedes the timing line.
    const timingIndex = block.lines[0]!.includes('-->') ? 0 : 1;
    if (timingIndex === 1 && !block.lines[1]?.includes('-->')) {
      throw new TranscriptError(TRANSCRIPT_MESSAGES.missingTiming(block.line + 1));
    }
    pushTimedCue(out, block, timingIndex, vttMs, TRANSCRIPT_MESSAGES.vttTimestamp);
  }
  return out;
}

/* ---------- SRT ---------- */

/** `hh:mm:ss,mmm`; a dot instead of the comma is accepted, as many tools write it. */
const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{1,3})$/;
const srtMs = (value: string): number | null => {
  const m = SRT_TIME.exec(value);
  if (!m) return null;
  const fraction = Number(m[4]!.padEnd(3, '0'));
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + fraction;
};

export function parseSrt(raw: string): ParsedEntry[] {
  const text = precheck(raw);
  const out: ParsedEntry[] = [];
  for (const block of blocksOf(text)) {
    const head = block.lines[0]!.trim();
    let timingIndex = 0;
    if (/^\d+$/.test(head)) {
      timingIndex = 1;
      if (!block.lines[1]?.includes('-->')) {
        throw new TranscriptError(TRANSCRIPT_MESSAGES.missingTiming(block.line + 1));
      }
    } else if (!head.includes('-->')) {
      throw new TranscriptError(TRANSCRIPT_MESSAGES.srtIndex(block.line, head));
    }
    pushTimedCue(out, block, timingIndex, srtMs, TRANSCRIPT_MESSAGES.srtTimestamp);
  }
  return out;
}

/* ---------- JSON ---------- */

/**
 * Line of a JSON.parse failure. V8 reports "at position N" for most errors; for an unexpected
 * token it quotes the source instead, starting 10 characters before the token when cut ("...").
 */
const jsonErrorLine = (text: string, error: unknown): number | null => {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message);
  if (position) return lineAt(text, Number(position[1]));
  if (/Unexpected end of JSON input/.test(message)) return lineAt(text, text.trimEnd().length);
  const quoted =
    /^Unexpected token '(.+?)', (\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON$/.exec(message);
  if (!quoted) return null;
  const [, token = '', cut, snippet = ''] = quoted;
  const at = text.indexOf(snippet);
  if (at < 0) return null;
  return lineAt(text, at + (cut ? 10 : Math.max(0, snippet.indexOf(token))));
};

/** A year of talk; anything past it is a wrong unit (e.g. milliseconds), not a meeting. */
const MAX_MINUTES = 525_600;

export function parseJsonTranscript(raw: string): ParsedEntry[] {
  const text = precheck(raw);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new TranscriptError(TRANSCRIPT_MESSAGES.jsonSyntax(jsonErrorLine(text, error)));
  }
  if (!Array.isArray(value)) throw new TranscriptError(TRANSCRIPT_MESSAGES.jsonNotList);
  if (value.length > MAX_TRANSCRIPT_ENTRIES) {
    throw new TranscriptError(TRANSCRIPT_MESSAGES.tooManyEntries);
  }
  return value.map((item: unknown, i) => {
    const n = i + 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new TranscriptError(TRANSCRIPT_MESSAGES.jsonEntryNotObject(n));
    }
    const { speaker, text: said, minutes } = item as Record<string, unknown>;
    if (speaker !== undefined && speaker !== null && typeof speaker !== 'string') {
      throw new TranscriptError(TRANSCRIPT_MESSAGES.jsonEntrySpeaker(n));
    }
    if (typeof said !== 'string' || !said.trim()) {
      throw new TranscriptError(TRANSCRIPT_MESSAGES.jsonEntryText(n));
    }
    // An escaped \u0000 survives the file's NUL check and JSON.parse; PostgreSQL refuses it.
    if (speaker?.includes('\0') || said.includes('\0')) {
      throw new TranscriptError(TRANSCRIPT_MESSAGES.jsonEntryNul(n));
    }
    if (
      typeof minutes !== 'number' ||
      !Number.isFinite(minutes) ||
      minutes < 0 ||
      minutes > MAX_MINUTES
    ) {
      throw new TranscriptError(TRANSCRIPT_MESSAGES.jsonEntryMinutes(n, MAX_MINUTES));
    }
    return {
      speaker: speaker?.trim() || DEFAULT_SPEAKER,
      text: said.trim(),
      minutes: Math.round(minutes * 100) / 100,
    };
  });
}
