import { createApiClient, preloadCache, workspaceMappers } from '@portal/api-client';
import { apiAppSegment, apiBaseUrl } from './config';

// The one API client of the app, in a chunk of its own: the client with the zod schemas of every
// resource is loaded through `loadApi()` (./api.ts) on the first call, never by the entry chunk.
// It reads the session fields from localStorage for every call, so spy mode and logout take
// effect on the next call without any wiring.
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  app: apiAppSegment,
  storage: window.localStorage,
});

// The server↔portal shape mappers use the client's schemas (the transcript parse), so they travel
// in this chunk too; containers reach them through `callWorkspace()` (./api.ts).
export { workspaceMappers };

// The caches' own code (query-core) comes in a chunk of its own on the first cached read; the
// login page asks for it ahead, at idle, so the landing's first list is not one chunk behind.
export { preloadCache };
