import type { Cache } from '../cache';
import type { PortalContract } from '../contract';
import type { ApiResult } from '../result';
import { z } from 'zod';
import type { DownloadedFile, Transport } from '../transport';

/** The transport's `call`, which every resource factory is given. */
export type Call = Transport['call'];

/** The contract's router of one resource (`routes.tasks`, `routes.profile`, ...). */
export type Routes<K extends keyof PortalContract> = PortalContract[K];

/** A cached list: only successful results are kept (failures are never cached). */
export type ListCache<T> = Cache<ApiResult<T[]>>;

/** Key of the cache entry of the current business, so spy mode never mixes companies. */
export type BusinessKey = () => string;

/** Key of the admin lists' one cache entry. */
export const ALL = 'all';

/** First element of a list the reply schema guarantees non-empty (`.min(1)`). */
export const first = <T>(list: readonly T[]): T => list[0] as T;

/** A reply that is a file (`asFile` calls): its bytes and the name its Content-Disposition gives. */
export const downloadedFileSchema: z.ZodType<DownloadedFile> = z.object({
  blob: z.instanceof(Blob),
  fileName: z.string().nullable(),
});
