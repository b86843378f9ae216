// What the library machine reads off its context and events: the item an event names, and the
// change a submit asks for (read with docs/product.md's rules). Pure; the setup's guards and actions call it.
import type { LibraryItem } from '../model/workspace';
import {
  isRefused,
  readFolderForm,
  readLinkForm,
  readRenameForm,
  readUploadForm,
  type FormReading,
} from './document-forms';
import { documentDownload, type DocumentDownload } from './document-preview';
import { pendingIdsOf } from './document-changes';
import { findItem } from './library-items';
import type {
  DocumentLibraryContext,
  DocumentLibraryEvent,
  DocumentRequest,
  QueuedRequest,
} from './document-library.types';

type Ctx = DocumentLibraryContext;
type Ev = DocumentLibraryEvent;

/** The item an event names by `itemId`, if the list has it. */
export const itemOf = (context: Ctx, event: Ev): LibraryItem | undefined =>
  'itemId' in event ? findItem(context.items, event.itemId) : undefined;

/** An item whose id the server confirmed: its menu's actions name it exactly. */
export const isSettled = (context: Ctx, event: Ev): boolean => {
  const item = itemOf(context, event);
  return item !== undefined && !pendingIdsOf(context).includes(item.id);
};

/** What 'Download' saves for the item an event names (the guard checked there is one). */
export const downloadOf = (context: Ctx, event: Ev): DocumentDownload => {
  const item = itemOf(context, event);
  return (item && documentDownload(item)) ?? { url: '', fileName: '' };
};

const moveRequest = (target: LibraryItem | null | undefined, folderId: string | null) =>
  target
    ? {
        request: {
          kind: 'move' as const,
          target,
          input: {
            documentName: target.name,
            id: target.id,
            currentParentId: target.parentId,
            newParentId: folderId,
          },
        },
      }
    : null;

/** The change an event asks for, or its refusals; null for an event that asks for none. */
export function readRequest(context: Ctx, event: Ev): FormReading | null {
  switch (event.type) {
    case 'newFolder.submit':
      return readFolderForm(event.name, event.description);
    case 'document.submit':
      return readLinkForm(event.name, event.url, context.folderId);
    case 'upload.submit':
      return readUploadForm(event.name, event.file, context.folderId);
    case 'rename.submit':
      return context.target ? readRenameForm(context.target, event.name) : null;
    case 'delete.confirm': {
      const { target } = context;
      if (!target) return null;
      const input = { name: target.name, id: target.id, parentId: target.parentId };
      return { request: { kind: 'delete', target, input } };
    }
    case 'move.submit':
      return moveRequest(context.target, event.folderId);
    case 'file.drop':
      return moveRequest(findItem(context.items, event.itemId), event.folderId);
    default:
      return null;
  }
}

export const isRequestRefused = (context: Ctx, event: Ev): boolean => {
  const reading = readRequest(context, event);
  return reading === null || isRefused(reading);
};

/** The open dialog's actor input (only read while its state runs, when the request is set). */
export const inputOf =
  <K extends DocumentRequest['kind']>(kind: K) =>
  ({ context }: { context: Ctx }) =>
    (context.request?.kind === kind ? context.request.input : undefined) as Extract<
      DocumentRequest,
      { kind: K }
    >['input'];

/** The head of the queue's actor input (only read while its state runs, when it is that kind). */
export const headInputOf =
  <K extends QueuedRequest['kind']>(kind: K) =>
  ({ context }: { context: Ctx }) => {
    const request = context.queue[0]?.request;
    return (request?.kind === kind ? request.input : undefined) as Extract<
      QueuedRequest,
      { kind: K }
    >['input'];
  };
