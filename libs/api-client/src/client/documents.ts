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
import type { ActionOf, FormValue, WithoutSession } from '../transport';
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
export type MoveDocumentInput = JsonBody<'moveDocument'>;
export type RenameDocumentInput = JsonBody<'rename'>;
export type DocumentMutationReply = z.infer<typeof documentsActionReplies.createFolder>;

export const createDocumentsClient = (deps: {
  call: Call;
  routes: Routes<'documents'>;
  cache: ListCache<DocumentItem>;
  businessKey: BusinessKey;
}) => {
  const { call, routes, cache, businessKey } = deps;

  /** Every change answers alike; a successful one makes the next getAll load again. */
  const change = async <A extends Exclude<DocumentsAction, 'getAll'>>(
    action: A,
    payload: A extends JsonAction ? { body: JsonBody<A> } : { form: Record<string, FormValue> },
  ): Promise<ApiResult<DocumentMutationReply>> => {
    const result = await call({
      route: routes.documents,
      action,
      ...payload,
      reply: documentsActionReplies[action],
      failureMessage: apiMessages.documentsChange,
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
    uploadDoc: (input: UploadDocumentInput) => change('uploadDoc', { form: input }),
    moveDocument: (input: MoveDocumentInput) => change('moveDocument', { body: input }),
    rename: (input: RenameDocumentInput) => change('rename', { body: input }),
    delete: (name: JsonBody<'delete'>['name']) => change('delete', { body: { name } }),
  };
};
