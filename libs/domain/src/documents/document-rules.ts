import {
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_FILE_TOO_LARGE,
  DOCUMENT_NAME_INVALID,
  DOCUMENT_NAME_REQUIRED,
  DOCUMENT_TYPE_NOT_ALLOWED,
  DOCUMENT_URL_INVALID,
  DOCUMENT_URL_REQUIRED,
  DRIVE_URL_INVALID,
  FILE_NAME_REQUIRED,
  FOLDER_NAME_REQUIRED,
  textTooLong,
} from '../messages';
import {
  DOCUMENT_NAME_MAX,
  DRIVE_THUMBNAIL_SIZE,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  type UploadExtension,
} from '../validation/limits';

// The document library's rules (docs/product.md, Limits "Document creation / Folder / Rename / Duplicate names").
// The forms, the contract's schemas and the server all call these.

/** What a Drive or web link becomes: docs/product.md's `type`, the Drive id, the default name. */
export type LinkDocument = {
  type: 'driveFile' | 'redirectFolder';
  /** null for a link outside Google. */
  driveId: string | null;
  defaultName: string;
};

const DRIVE_ID = '([A-Za-z0-9_-]+)';
/** docs/product.md's patterns, each on its own host and path; the id is the path's segment after /d/. */
const GOOGLE_PATTERNS: readonly {
  host: string;
  path: RegExp;
  link: Omit<LinkDocument, 'driveId'>;
}[] = [
  {
    host: 'docs.google.com',
    path: new RegExp(`^/document/(?:u/\\d+/)?d/${DRIVE_ID}`),
    link: { type: 'driveFile', defaultName: 'Google Document' },
  },
  {
    host: 'docs.google.com',
    path: new RegExp(`^/presentation/(?:u/\\d+/)?d/${DRIVE_ID}`),
    link: { type: 'driveFile', defaultName: 'Google Presentation' },
  },
  {
    host: 'docs.google.com',
    path: new RegExp(`^/spreadsheets/(?:u/\\d+/)?d/${DRIVE_ID}`),
    link: { type: 'driveFile', defaultName: 'Google Spreadsheet' },
  },
  {
    host: 'drive.google.com',
    path: new RegExp(`^/(?:drive/(?:u/\\d+/)?)?folders/${DRIVE_ID}`),
    link: { type: 'redirectFolder', defaultName: 'Google Drive Folder' },
  },
  {
    host: 'drive.google.com',
    path: new RegExp(`^/file/(?:u/\\d+/)?d/${DRIVE_ID}`),
    link: { type: 'driveFile', defaultName: 'Google Drive File' },
  },
];

const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * Reads a link the way docs/product.md, Limits says: blank → 'Please enter a document URL'; anything naming
 * `.google.com` must be one of the Docs, Slides, Sheets, Drive file or Drive folder links (on
 * Google's own host, with an id), else 'Invalid Google Drive URL format'; any other link must be
 * http(s). Returns the link's kind or the message.
 */
export function readDocumentLink(url: string): LinkDocument | { error: string } {
  const value = url.trim();
  if (!value) return { error: DOCUMENT_URL_REQUIRED };
  const parsed = parseUrl(value);
  if (value.toLowerCase().includes('.google.com')) {
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
      return { error: DRIVE_URL_INVALID };
    const host = parsed.hostname.toLowerCase();
    for (const pattern of GOOGLE_PATTERNS) {
      const match = host === pattern.host ? pattern.path.exec(parsed.pathname) : null;
      if (match?.[1]) return { ...pattern.link, driveId: match[1] };
    }
    return { error: DRIVE_URL_INVALID };
  }
  if (!/^https?:\/\//i.test(value) || !parsed || !parsed.hostname)
    return { error: DOCUMENT_URL_INVALID };
  return { type: 'driveFile', driveId: null, defaultName: parsed.hostname };
}

/** docs/product.md: a Drive item's thumbnail is built from its id (size 320). */
export const driveThumbnailUrl = (driveId: string): string =>
  `https://drive.google.com/thumbnail?id=${encodeURIComponent(driveId)}&sz=w${DRIVE_THUMBNAIL_SIZE}`;

/** The kinds of name a library has; each has its own "required" text. */
export type DocumentNameKind = 'folder' | 'document' | 'file';

const REQUIRED: Record<DocumentNameKind, string> = {
  folder: FOLDER_NAME_REQUIRED,
  document: DOCUMENT_NAME_REQUIRED,
  file: FILE_NAME_REQUIRED,
};

// A name shows in a breadcrumb and a download's file name: no separators, no control characters.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[/\\\u0000-\u001f\u007f]/;

/** A folder's, a document's or a renamed file's name, trimmed: the message, or undefined. */
export function validateDocumentName(name: string, kind: DocumentNameKind): string | undefined {
  const value = name.trim();
  if (!value) return REQUIRED[kind];
  if (value.length > DOCUMENT_NAME_MAX) return textTooLong(DOCUMENT_NAME_MAX);
  if (FORBIDDEN_IN_NAME.test(value) || value === '.' || value === '..')
    return DOCUMENT_NAME_INVALID;
  return undefined;
}

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

export const isUploadExtension = (ext: string): ext is UploadExtension =>
  (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);

/** A chosen file before it is sent: required, an accepted extension, at most 10 MB. */
export function validateUploadFile(
  file: { name: string; size: number } | null | undefined,
): string | undefined {
  if (!file) return DOCUMENT_FILE_REQUIRED;
  if (!isUploadExtension(fileExtension(file.name))) return DOCUMENT_TYPE_NOT_ALLOWED;
  if (file.size > MAX_UPLOAD_BYTES) return DOCUMENT_FILE_TOO_LARGE;
  return undefined;
}

/** docs/product.md, Limits: an empty name is filled from the file's name (without its extension). */
export function defaultUploadName(fileName: string): string {
  const base = fileName.replace(/^.*[/\\]/, '');
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim();
  return (stem || base).slice(0, DOCUMENT_NAME_MAX);
}

/**
 * docs/product.md, Limits: a name already taken in the folder (by an item of the same kind) becomes 'name 2',
 * 'name 3' and so on: the first free one. Names compare as stored (trimmed), case-sensitively; the result is never
 * longer than DOCUMENT_NAME_MAX.
 */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    // Never past the longest name: a long name gives up its end to the number.
    const candidate = `${name.slice(0, DOCUMENT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** docs/product.md, Limits: search matches names case-insensitively (accents as typed), at any folder level. */
export const matchesDocumentSearch = (name: string, query: string): boolean =>
  name.toLocaleLowerCase('pt-BR').includes(query.trim().toLocaleLowerCase('pt-BR'));
