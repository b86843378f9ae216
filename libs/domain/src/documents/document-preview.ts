// How an item is previewed and downloaded (docs/product.md "preview viewer" Google export formats).
import type { LibraryItem } from '../model/workspace';
import { fileExtension } from './document-rules';

/**
 * What the preview viewer shows: a page embedded (Drive's preview of the file, or the web link),
 * a PDF or image inline, a text or CSV file as text, a download where the browser cannot show
 * the file (Word, Excel, PowerPoint uploads), or 'Preview not available' when the item has
 * neither a link nor a file.
 */
export type DocumentPreview =
  | { readonly kind: 'embed'; readonly url: string }
  | { readonly kind: 'pdf'; readonly url: string }
  | { readonly kind: 'image'; readonly url: string }
  | { readonly kind: 'text'; readonly url: string }
  | { readonly kind: 'download'; readonly url: string }
  | { readonly kind: 'unavailable' };

/** A file to save: where it is and the name to save it under. */
export type DocumentDownload = { readonly url: string; readonly fileName: string };

export const drivePreviewUrl = (driveId: string): string =>
  `https://drive.google.com/file/d/${encodeURIComponent(driveId)}/preview`;

const MIME_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** An uploaded file's extension: from its type (a MIME type or an extension), else its URL. */
function uploadExtension(item: LibraryItem): string {
  const type = (item.file_type ?? '').trim().toLowerCase();
  if (type.includes('/')) {
    const known = MIME_EXTENSIONS[type.split(';')[0] ?? ''];
    if (known) return known;
  } else if (type) {
    return type.replace(/^\./, '');
  }
  const path = (item.file_url ?? '').split(/[?#]/)[0] ?? '';
  return fileExtension(path.slice(path.lastIndexOf('/') + 1)) || fileExtension(item.name);
}

const INLINE: Record<string, 'pdf' | 'image' | 'text'> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  txt: 'text',
  csv: 'text',
};

export function documentPreview(item: LibraryItem): DocumentPreview {
  if (item.file_url) {
    return { kind: INLINE[uploadExtension(item)] ?? 'download', url: item.file_url };
  }
  if (item.driveId) return { kind: 'embed', url: drivePreviewUrl(item.driveId) };
  if (item.drive_url) return { kind: 'embed', url: item.drive_url };
  return { kind: 'unavailable' };
}

/** docs/product.md, Limits: Docs export as pdf, Sheets as xlsx, Slides as pptx; other Drive files as they are. */
function googleDownload(driveId: string, driveUrl: string): { url: string; extension: string } {
  const id = encodeURIComponent(driveId);
  const path = driveUrl.replace(/^https?:\/\/[^/]+/i, '');
  if (path.startsWith('/document/'))
    return { url: `https://docs.google.com/document/d/${id}/export?format=pdf`, extension: 'pdf' };
  if (path.startsWith('/spreadsheets/'))
    return {
      url: `https://docs.google.com/spreadsheets/d/${id}/export?format=xlsx`,
      extension: 'xlsx',
    };
  if (path.startsWith('/presentation/'))
    return { url: `https://docs.google.com/presentation/d/${id}/export/pptx`, extension: 'pptx' };
  return { url: `https://drive.google.com/uc?export=download&id=${id}`, extension: '' };
}

const withExtension = (name: string, extension: string) =>
  !extension || fileExtension(name) === extension ? name : `${name}.${extension}`;

/**
 * What 'Download' saves: an uploaded file, or a Google file in its export format. Null for
 * folders, Drive folders and web links (there is no file to save).
 */
export function documentDownload(item: LibraryItem): DocumentDownload | null {
  if (item.file_url) {
    return { url: item.file_url, fileName: withExtension(item.name, uploadExtension(item)) };
  }
  if (item.type === 'driveFile' && item.driveId && item.drive_url) {
    const { url, extension } = googleDownload(item.driveId, item.drive_url);
    return { url, fileName: withExtension(item.name, extension) };
  }
  return null;
}
