// The library's queue of changes shown before the server answers (create folder, add a link,
// rename, move), as the task board's moves are: each shows at once, is sent in turn, and a
// refused one goes away with the list as the server holds it plus the changes still queued.
// Pure functions the machine's actions call.
import { DOCUMENTS_CHANGE_FAILED, documentChangeUndone } from '../messages';
import type { LibraryItem } from '../model/workspace';
import { failureMessage } from '../validation/failure';
import { applyChange, changedItem, isFolder, keptFolder } from './library-items';
import type {
  DocumentChangeOutput,
  DocumentLibraryContext,
  DocumentLibraryToast,
  DocumentRequest,
  QueuedChange,
  QueuedRequest,
} from './document-library.types';

type Ctx = DocumentLibraryContext;
type Shown = Pick<Ctx, 'items' | 'folderId'>;

export const isQueuedRequest = (request: DocumentRequest): request is QueuedRequest =>
  request.kind === 'createFolder' ||
  request.kind === 'createDocument' ||
  request.kind === 'rename' ||
  request.kind === 'move';

/** Items the server has not confirmed: their menus and drops wait. */
export const pendingIdsOf = (context: Pick<Ctx, 'pendingIds' | 'queue'>): readonly string[] => [
  ...context.pendingIds,
  ...context.queue.map((change) => change.shown.id),
];

const noId = () => '';

/** One queued change applied as it is shown (its `shown` item stands in for the reply). */
const showChange = (state: Pick<Ctx, 'items' | 'pendingIds' | 'folderId'>, change: QueuedChange) =>
  applyChange(state, change.request, { item: change.shown }, noId, new Date(0));

/**
 * What the library shows: the saved list with every queued change applied in order, and the
 * open folder while it is still there (else the root).
 */
function rebase(
  saved: Pick<Ctx, 'savedItems' | 'pendingIds'>,
  queue: readonly QueuedChange[],
  folderId: string | null,
): Shown {
  const start = { items: saved.savedItems, pendingIds: saved.pendingIds, folderId };
  const shown = queue.reduce(showChange, start);
  return { items: shown.items, folderId: keptFolder(shown.items, shown.folderId) };
}

/** The library with `request` queued and shown at once. */
export function queueChange(context: Ctx, request: QueuedRequest) {
  const shownItem = changedItem(context.items, request, context.createId, context.now());
  const change: QueuedChange = { request, shown: shownItem };
  const shown = showChange(context, change);
  return {
    queue: [...context.queue, change],
    items: shown.items,
    folderId: shown.folderId,
  };
}

/** The head change was taken: the server's item (or the one shown) joins the saved list. */
export function confirmHead(context: Ctx, output: DocumentChangeOutput) {
  const [change, ...queue] = context.queue;
  if (!change) return {};
  const answered = output.item;
  const saved = applyChange(
    { items: context.savedItems, pendingIds: context.pendingIds, folderId: null },
    change.request,
    { item: answered ?? change.shown },
    noId,
    new Date(0),
  );
  // Taken without its item, a new item (or a folder's new name) waits for the refresh.
  const unnamed = !answered && !isSameItemId(change);
  const pendingIds = unnamed ? [...saved.pendingIds, change.shown.id] : saved.pendingIds;
  // The open folder renamed: follow it under the name the server gave.
  const folderId =
    answered && context.folderId === change.shown.id ? answered.id : context.folderId;
  return {
    savedItems: saved.items,
    pendingIds,
    queue,
    ...rebase({ savedItems: saved.items, pendingIds }, queue, folderId),
  };
}

/** A rename or move keeps the item's id, except a folder renamed (its id is its name). */
const isSameItemId = ({ request, shown }: QueuedChange) =>
  (request.kind === 'rename' || request.kind === 'move') &&
  !(isFolder(request.target) && shown.id !== request.target.id);

/** The head change was refused: it goes, and the list is the saved one with the others. */
export function failHead(context: Ctx) {
  const [change, ...queue] = context.queue;
  if (!change) return {};
  // The open folder whose rename was refused: back to its old name.
  const folderId =
    change.request.kind === 'rename' && context.folderId === change.shown.id
      ? change.request.target.id
      : context.folderId;
  return { queue, ...rebase(context, queue, folderId) };
}

/** The item a queued change is about, for its refusal's words. */
const changedName = (change: QueuedChange): string =>
  change.request.kind === 'rename' || change.request.kind === 'move'
    ? change.request.target.name
    : change.shown.name;

/** What the refused head change undid, and why (read before `failHead` drops it). */
export function undoneToast(context: Ctx, error: unknown): DocumentLibraryToast {
  const change = context.queue[0];
  const reason = failureMessage(error, DOCUMENTS_CHANGE_FAILED);
  return {
    tone: 'error',
    text: change ? documentChangeUndone(change.request.kind, changedName(change), reason) : reason,
  };
}

/** The saved list after a change a dialog waited for (an upload, a deletion), then rebased. */
export function settleDialogChange(
  context: Ctx,
  request: DocumentRequest,
  output: DocumentChangeOutput,
) {
  const saved = applyChange(
    { items: context.savedItems, pendingIds: context.pendingIds, folderId: null },
    request,
    output,
    context.createId,
    context.now(),
  );
  return {
    savedItems: saved.items,
    pendingIds: saved.pendingIds,
    ...rebase(
      { savedItems: saved.items, pendingIds: saved.pendingIds },
      context.queue,
      context.folderId,
    ),
  };
}

/** A list the server gave (a load or a refresh), with the queued changes shown on it. */
export function replaceSaved(context: Ctx, items: readonly LibraryItem[]) {
  return {
    savedItems: items,
    pendingIds: [],
    ...rebase({ savedItems: items, pendingIds: [] }, context.queue, context.folderId),
  };
}
