import { fromPromise } from 'xstate';
import type {
  ApiResult,
  SuccessReply,
  ValidateTokenBody,
  ValidateTokenReply,
} from '@portal/api-client';
import {
  clearSession,
  readStoredSession,
  sessionMachine,
  writeLoginSession,
  writeSession,
  writeValidation,
  type KeyValueStorage,
  type LogoutInput,
  type LogoutOutput,
  type ReadStoredSessionOutput,
  type StoredSession,
  type ValidateTokenInput,
  type ValidateTokenOutput,
} from '@portal/domain';

/** Moves to `to`; `replace` takes the place of the current history entry (a link that only leads on). */
export type Navigate = (to: string, options?: { readonly replace?: boolean }) => void;

/**
 * The stored session read synchronously, for the machine's input (`stored`): the first render
 * then already knows who the person is, or that nobody is signed in (null). Storage that cannot
 * even be read gives undefined here; the machine's own read then fails and wipes it, as before.
 */
export function storedSessionAtStart(storage: KeyValueStorage): StoredSession | null | undefined {
  try {
    return readStoredSession(storage);
  } catch {
    return undefined;
  }
}

/** The part of the api-client the session needs (the real client in the app, fakes in tests). */
export type SessionApi = {
  validateToken(session: ValidateTokenBody): Promise<ApiResult<ValidateTokenReply>>;
  logout(): Promise<ApiResult<SuccessReply>>;
  clearCaches(): void;
};

export type SessionDeps = {
  readonly storage: KeyValueStorage;
  readonly api: SessionApi;
  readonly navigate: Navigate;
  /**
   * The page the login was asked to lead to (guards.ts `nextPathFrom`), read when a login
   * succeeds; null or absent: the person lands by role.
   */
  readonly next?: () => string | null;
};

// The domain's session machine with the portal's real effects: the domain's storage functions
// over localStorage, the API for validation and logout, and router navigation. This actor is the
// one writer of the session: the client's login only answers, it stores nothing.
export function createSessionMachine({ storage, api, navigate, next }: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise<ReadStoredSessionOutput, void>(async () =>
        readStoredSession(storage),
      ),
      // Only an answer that says "not valid" ends the session here; an unreachable server
      // rejects, which the machine also treats as a failed validation (the error catalogue in docs/product.md).
      validateToken: fromPromise<ValidateTokenOutput, ValidateTokenInput>(async ({ input }) => {
        const result = await api.validateToken(input);
        if (!result.ok) throw new Error(result.message);
        return result.data.valid
          ? { valid: true, user: result.data.user, business: result.data.business }
          : { valid: false };
      }),
      // The server's logout first (it ends every earlier token of the person); the client then
      // clears storage, and the machine's clearStorage clears it again whatever happened.
      logout: fromPromise<LogoutOutput, LogoutInput>(() => api.logout()),
    },
    actions: {
      // A login starts a new session (its business replaces a leftover spied company); a
      // revalidation or a replaced token rewrites the same one and keeps a viewed company.
      persistSession: ({ event }, { session }) =>
        event.type === 'session.login'
          ? writeLoginSession(storage, session)
          : writeSession(storage, session),
      persistValidation: (_, { at, valid }) => writeValidation(storage, at, valid),
      clearStorage: () => {
        clearSession(storage);
        api.clearCaches();
      },
      // A login goes back to the page a signed-out person asked for, when there was one; a page
      // the role may not see is then redirected by its guard as any other visit.
      navigate: ({ event }, { to }) => navigate((event.type === 'session.login' && next?.()) || to),
    },
  });
}
