import type { z } from 'zod';
import type { CacheGetOptions } from '../cache';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  documentsActionBodies,
  documentsActionReplies,
  documentsMultipartBodies,
  type DocumentItem,
} from '../schemas/documents';
import type { ActionOf, FormValue, SendOptions, WithoutSession } from '../transport';
import type { BusinessKey, Call, ListCache, Routes } from './shared';

type DocumentsAction = ActionOf<Routes<'documents'>['documents']>;
type JsonAction = keyof typeof documentsActionBodies;
type JsonBody<A extends JsonAction> = WithoutSession<
  z.input<(typeof documentsActionBodies)[A]>,
  'business'
>;

export type CreateFolderInput = JsonBody<'createFolder'>;
export type CreateDocumentInput = JsonBody<'createDocument'>;
/**
 * The multipart fields of `uploadDoc`. The schema reads a missing `parentId` as the root; the
 * client takes the root as null and leaves the part out.
 */
export type UploadDocumentInput = Omit<
  WithoutSession<z.input<typeof documentsMultipartBodies.uploadDoc>, 'business'>,
  'parentId'
> & { parentId: string | null };
/**
 * The item's `id` (as getAll gives it) and, for rename and delete, its `parentId` are optional on
 * the wire (the product's calls name an item by its name only) but always sent by this client, so the
 * server acts on exactly the item the person chose even when two share a name.
 */
type NamingTheItem<T, K extends keyof T> = Omit<T, K> & Required<Pick<T, K>>;
export type MoveDocumentInput = NamingTheItem<JsonBody<'moveDocument'>, 'id'>;
export type RenameDocumentInput = NamingTheItem<JsonBody<'rename'>, 'id' | 'parentId'>;
export type DeleteDocumentInput = NamingTheItem<JsonBody<'delete'>, 'id' | 'parentId'>;
export type DocumentMutationReply = z.infer<typeof documentsActionReplies.createFolder>;

export const createDocumentsClient = (deps: {
  call: Call;
  routes: Routes<'documents'>;
  cache: ListCache<DocumentItem>;
  businessKey: BusinessKey;
}) => {
  const { call, routes, cache, businessKey } = deps;

  /** Every change answers alike; a successful one makes the next getAll load again. */
  /**
   * Every change answers alike; a successful one makes the next getAll load again. A refusal
   * shows the server's text (a catalogued one: 'Pastas não podem ser movidas.', the library
   * full...), anything else DOCUMENTS_CHANGE_FAILED.
   */
  const change = async <A extends Exclude<DocumentsAction, 'getAll'>>(
    action: A,
    payload: (A extends JsonAction ? { body: JsonBody<A> } : { form: Record<string, FormValue> }) &
      SendOptions,
  ): Promise<ApiResult<DocumentMutationReply>> => {
    const result = await call({
      route: routes.documents,
      action,
      ...payload,
      reply: documentsActionReplies[action],
      failureMessage: apiMessages.documentsChange,
      preferServerMessage: true,
    });
    if (result.ok) cache.invalidate(businessKey());
    return result;
  };

  return {
    /** Cached 5 minutes per business; `[{ status: 'success' }]` means an empty library. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<DocumentItem[]>> {
      return cache.get(
        businessKey(),
        async () => {
          const result = await call({
            route: routes.documents,
            action: 'getAll',
            reply: documentsActionReplies.getAll,
            failureMessage: apiMessages.documentsLoad,
          });
          if (!result.ok) return result;
          const items = result.data.filter((item): item is DocumentItem => 'id' in item);
          return success(items);
        },
        options,
      );
    },
    createFolder: (input: CreateFolderInput) => change('createFolder', { body: input }),
    createDocument: (input: CreateDocumentInput) => change('createDocument', { body: input }),
    /**
     * Multipart, with real progress in the browser (`onProgress` of bytes sent); `signal` aborts
     * it, which answers a failure with reason 'cancelled'.
     */
    uploadDoc: (input: UploadDocumentInput, options: SendOptions = {}) =>
      change('uploadDoc', { form: input, ...options }),
    moveDocument: (input: MoveDocumentInput) => change('moveDocument', { body: input }),
    rename: (input: RenameDocumentInput) => change('rename', { body: input }),
    delete: (input: DeleteDocumentInput) => change('delete', { body: input }),
  };
};
