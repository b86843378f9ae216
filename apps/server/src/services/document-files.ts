import { fileTypeFromBlob } from 'file-type';
import {
  DOCUMENT_CONTENT_MISMATCH,
  DOCUMENT_FILE_TOO_LARGE,
  DOCUMENT_LINK_INVALID,
  DOCUMENT_NAME_MAX,
  DOCUMENT_TYPE_NOT_ALLOWED,
  fileExtension,
  isUploadExtension,
  MAX_UPLOAD_BYTES,
  type UploadExtension,
} from '@portal/domain';
import { findUploadedFile } from '../repositories/documents';
import type { OpenedFile } from '../storage';
import type { ServiceDeps } from './deps';
import { forbidden, invalid, notFound } from './errors';

/**
 * What each accepted extension must be by its bytes (`file-type`'s verdict) and the type it is
 * stored and served as. The old Office formats are all one CFB container to file-type, so the
 * extension names which of them it is; text has no signature and is checked separately.
 */
const BINARY_KINDS: Record<
  Exclude<UploadExtension, 'txt' | 'csv'>,
  { is: string[]; mime: string }
> = {
  pdf: { is: ['pdf'], mime: 'application/pdf' },
  docx: {
    is: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { is: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    is: ['pptx'],
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  doc: { is: ['cfb'], mime: 'application/msword' },
  xls: { is: ['cfb'], mime: 'application/vnd.ms-excel' },
  ppt: { is: ['cfb'], mime: 'application/vnd.ms-powerpoint' },
  jpg: { is: ['jpg'], mime: 'image/jpeg' },
  jpeg: { is: ['jpg'], mime: 'image/jpeg' },
  png: { is: ['png', 'apng'], mime: 'image/png' },
  gif: { is: ['gif'], mime: 'image/gif' },
};

/** Text is checked to be UTF-8 and served saying so (http/document-files.ts). */
const TEXT_KINDS = { txt: 'text/plain', csv: 'text/csv' } as const;

/** Valid UTF-8 without a NUL, read a chunk at a time (the file is never copied whole). */
async function isUtf8Text(file: Blob): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of file.stream() as unknown as AsyncIterable<Uint8Array>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * An upload's extension must be one docs/product.md, Limits accepts AND agree with its bytes: a PDF must be a
 * PDF, docx/xlsx/pptx the OOXML zip of that kind, doc/xls/ppt the CFB container, jpg/png/gif that
 * image, txt/csv UTF-8 text without NUL. Answers the extension and the type to store; refuses
 * with 400 DOCUMENT_TYPE_NOT_ALLOWED or DOCUMENT_CONTENT_MISMATCH (an HTML page named .pdf).
 */
export async function checkUpload(
  file: File,
): Promise<{ extension: UploadExtension; contentType: string }> {
  const extension = fileExtension(file.name);
  if (!isUploadExtension(extension)) throw invalid(DOCUMENT_TYPE_NOT_ALLOWED);
  if (file.size > MAX_UPLOAD_BYTES) throw invalid(DOCUMENT_FILE_TOO_LARGE);
  if (extension === 'txt' || extension === 'csv') {
    if (!(await isUtf8Text(file))) throw invalid(DOCUMENT_CONTENT_MISMATCH);
    return { extension, contentType: TEXT_KINDS[extension] };
  }
  const kind = BINARY_KINDS[extension];
  const detected = await fileTypeFromBlob(file);
  if (!detected || !kind.is.includes(detected.ext)) throw invalid(DOCUMENT_CONTENT_MISMATCH);
  return { extension, contentType: kind.mime };
}

/**
 * The name a download offers: the file's own name as the browser sent it (without a folder part
 * or control characters), or the item's name with the extension when it sent none.
 */
export function downloadName(sent: string, itemName: string, extension: string): string {
  // eslint-disable-next-line no-control-regex
  const base = sent.replace(/^.*[/\\]/, '').replace(/[\u0000-\u001f\u007f]/g, '');
  const name = base.trim() ? base.trim() : `${itemName}.${extension}`;
  return name.slice(0, DOCUMENT_NAME_MAX);
}

export type DocumentFile = OpenedFile & { fileName: string };

/**
 * The stored file a signed link names: 403 when the link was altered or has expired, 404 when
 * its item is gone (a link outlives a delete by at most its minutes, and then names nothing).
 */
export async function openDocumentFile(
  deps: ServiceDeps,
  itemId: string,
  expires: string | undefined,
  signature: string | undefined,
): Promise<DocumentFile> {
  if (!deps.fileLinks.verify(itemId, expires, signature)) throw forbidden(DOCUMENT_LINK_INVALID);
  const row = await findUploadedFile(deps.db, itemId);
  const opened = row?.fileKey ? await deps.storage.open(row.fileKey) : null;
  if (!row || !opened) throw notFound(DOCUMENT_LINK_INVALID);
  return {
    ...opened,
    contentType: row.fileType ?? opened.contentType,
    fileName: row.fileName ?? row.name,
  };
}
