import type { ApiClient, ApiFailure, ApiResult } from '@portal/api-client';
import { CONNECTION_ERROR } from '@portal/domain';
import { clearFirstLoads } from './first-loads';
import type { SessionApi } from './session-machine';

export type { ApiClient };

// The typed client (contract + zod schemas of every resource) is a fifth of the login page's
// JavaScript, and a guest needs none of it until they submit. So the entry chunk only holds this
// loader; nothing here may import @portal/api-client other than `import type`.

type ClientChunk = typeof import('./api-instance');

let loading: Promise<ClientChunk> | undefined;
let loaded: ClientChunk | undefined;

/** The client's chunk, loaded on first use; later calls share the same load and instance. */
function loadChunk(): Promise<ClientChunk> {
  loading ??= import('./api-instance').then(
    (chunk) => {
      loaded = chunk;
      return chunk;
    },
    (error: unknown) => {
      // A failed chunk load (offline, or a new deploy removed the file) must not stick: the
      // next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The app's one client, loaded on first use; later calls share the same load and instance. */
export function loadApi(): Promise<ApiClient> {
  return loadChunk().then(({ api }) => api);
}

/**
 * What `callApi` answers when the client itself could not be loaded: the answer that never came
 * (reason 'network'), the one failure every caller already handles.
 */
export const clientUnavailable: ApiFailure = Object.freeze({
  ok: false,
  reason: 'network',
  status: null,
  message: CONNECTION_ERROR,
  serverMessage: null,
});

/**
 * Runs `call` on the loaded chunk in the same task when it is there, else once it is loaded.
 * Awaiting even a loaded `import()` costs a task, and the render a click caused runs before it:
 * the request of a change would wait for the page to be drawn. Started here, it leaves first.
 */
function withChunk<T>(call: (chunk: ClientChunk) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  if (loaded) {
    try {
      return call(loaded);
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return loadChunk().then(call, () => clientUnavailable);
}

/**
 * Loads the client's chunk, and the caches' code, ahead of the first call (the login page does at
 * idle, so 'Entrar' sends its request at once). A chunk that cannot be loaded now is simply tried
 * again by the first call.
 */
export function preloadApi(): Promise<void> {
  return loadChunk()
    .then(({ preloadCache }) => preloadCache())
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Runs `run` on the client at once when it is loaded, else once it is (nothing when it cannot be):
 * for a request sent ahead of a screen, whose answer the screen itself will take.
 */
export function withApi(run: (api: ApiClient) => void): void {
  if (loaded) return run(loaded.api);
  loadChunk().then(
    ({ api }) => run(api),
    () => undefined,
  );
}

/** One call on the client; `clientUnavailable` when the client cannot be loaded. */
export function callApi<T>(call: (api: ApiClient) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  return withChunk(({ api }) => call(api));
}

export type WorkspaceMappers = ClientChunk['workspaceMappers'];

/**
 * `callApi` for the company workspace: also hands over the server↔portal shape mappers, which
 * live in the client's chunk.
 */
export function callWorkspace<T>(
  call: (api: ApiClient, map: WorkspaceMappers) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  return withChunk(({ api, workspaceMappers }) => call(api, workspaceMappers));
}

/** The company workspace's way in: `callWorkspace` itself, or a fake in tests. */
export type WorkspaceCall = typeof callWorkspace;

/**
 * The actor outcome convention (libs/domain/README.md), the one way a client result becomes what
 * a machine's actor gives: the data when the server said yes; for every failure, refusals
 * included, a rejection with the ApiFailure itself, a plain object whose pt-BR `message` is the
 * text the api-client chose for that call (e.g. 'Dados de autenticação ausentes'). Only when the
 * client could not even be loaded is there no call to choose a text: that rejects as an `Error`,
 * so the machine shows its own docs/product.md default (`failureMessage(error, default)`).
 */
export function dataOrReject<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  if (result === clientUnavailable) throw new Error(result.message);
  throw result;
}

/**
 * Empties the client's caches and the reads sent ahead of a screen. A client not loaded yet has cached nothing (caches fill only from
 * calls it answered), so then there is nothing to do — and no reason to load it.
 */
export function clearApiCaches(): void {
  clearFirstLoads();
  loaded?.api.clearCaches();
}

/** What the session actor needs, wired to the lazily loaded client. */
export const sessionApi: SessionApi = {
  validateToken: (session) => callApi((api) => api.auth.validateToken(session)),
  logout: () => callApi((api) => api.auth.logout()),
  clearCaches: clearApiCaches,
};

export { sessionFromLoginReply } from './session-mapping';
