import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  LANDING_PATHS,
  landingPathFor,
  type AuthType,
  type Session,
  type SessionRole,
  type SessionUser,
  type StoredBusiness,
} from '../model/session';

/** docs/product.md, The wire format/: a successful validation is reused, and validation throttled, for 30 s. */
export const TOKEN_VALIDATION_REUSE_MS = 30_000;

/** What the portal reads from storage: the session plus `last_token_validation`/`token_valid`. */
export type StoredSession = Session & {
  /** Epoch ms of the last validation (`last_token_validation`), null if never. */
  lastTokenValidation: number | null;
  /** `token_valid` as stored with it. */
  tokenValid: boolean;
};
export type ReadStoredSessionOutput = StoredSession | null;

export type ValidateTokenInput = { jwt: string; authType: AuthType };
/** validate-token reply; a valid reply may bring fresher user/business (e.g. just approved). */
export type ValidateTokenOutput =
  { valid: true; user?: SessionUser | null; business?: StoredBusiness | null } | { valid: false };

export type LogoutInput = { jwt: string; authType: AuthType };
export type LogoutOutput = unknown;

export type SessionMachineInput = {
  /** Clock, injectable so tests (and the 30 s rule) do not depend on real time. */
  now?: () => number;
  /**
   * The stored session, when the host could read it before starting the machine (the portal reads
   * localStorage synchronously, so its first render already knows who the person is and draws
   * the shell at once). Given, the token check starts at once; null, the host found none and the
   * person is anonymous from the first snapshot (the login page is drawn at once, as the build
   * drew it); omitted, the machine reads storage itself through `readStoredSession`.
   */
  stored?: StoredSession | null;
};

export type SessionContext = {
  now: () => number;
  session: Session | null;
  lastTokenValidation: number | null;
  tokenValid: boolean;
  /** The host read storage before the start and found no session (input `stored: null`). */
  knownEmpty: boolean;
};

export type SessionEvent =
  | { type: 'session.login'; session: Session }
  /**
   * The server ended every earlier token and handed back a fresh one (a password change): the
   * same person stays signed in on the page they are on, with the new token.
   */
  | { type: 'session.tokenReplaced'; jwt: string }
  /**
   * The person saved their profile: the name (and e-mail) the shells show and storage keeps are
   * the saved ones at once, with no reload or new validation.
   */
  | { type: 'session.userChanged'; user: SessionUserChange }
  | { type: 'session.logout' }
  | { type: 'session.revalidate' };

/** What a saved profile changes of the signed-in person. */
export type SessionUserChange = Pick<SessionUser, 'name' | 'email'>;

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

const loggedOut = { session: null, lastTokenValidation: null, tokenValid: false } as const;

const fromStored = ({ lastTokenValidation, tokenValid, ...session }: StoredSession) => ({
  session,
  lastTokenValidation,
  tokenValid,
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionMachineInput,
  },
  guards: {
    hasStoredSession: (_, output: ReadStoredSessionOutput) => output !== null,
    hasSession: ({ context }) => context.session !== null,
    isKnownEmpty: ({ context }) => context.knownEmpty,
    isValidationFresh: ({ context }) => {
      if (!context.tokenValid || context.lastTokenValidation === null) return false;
      const age = context.now() - context.lastTokenValidation;
      return age >= 0 && age < TOKEN_VALIDATION_REUSE_MS;
    },
    isTokenValid: (_, output: ValidateTokenOutput) => output.valid === true,
    // An empty token would sign the person out on the next call; keep the one that works.
    isTokenGiven: ({ event }) =>
      event.type === 'session.tokenReplaced' && typeof event.jwt === 'string' && event.jwt !== '',
  },
  actions: {
    /** Portal: write jwt_token, auth_type, user, business. */
    persistSession: notProvided('persistSession') as (
      _: unknown,
      params: { session: Session },
    ) => void,
    /** Portal: write last_token_validation (epoch ms) and token_valid. */
    persistValidation: notProvided('persistValidation') as (
      _: unknown,
      params: { at: number; valid: boolean },
    ) => void,
    /** Portal: remove every key of STORAGE_KEYS. */
    clearStorage: notProvided('clearStorage') as () => void,
    navigate: notProvided('navigate') as (_: unknown, params: { to: string }) => void,
    /** Waiting people may only see the waiting screen, wherever they reloaded. */
    redirectIfWaiting: enqueueActions(({ context, enqueue }) => {
      if (context.session?.user.role === 'waiting') {
        enqueue({ type: 'navigate', params: { to: LANDING_PATHS.waiting } });
      }
    }),
    /** After a successful login: keep it, trust it for 30 s, and land by role. */
    startSession: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'session.login') return;
      const at = context.now();
      enqueue.assign({ session: event.session, lastTokenValidation: at, tokenValid: true });
      enqueue({ type: 'persistSession', params: { session: event.session } });
      enqueue({ type: 'persistValidation', params: { at, valid: true } });
      enqueue({ type: 'navigate', params: { to: landingPathFor(event.session.user.role) } });
    }),
    /** A token just issued by the server counts as validated now; no landing navigation. */
    replaceToken: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'session.tokenReplaced' || context.session === null) return;
      const at = context.now();
      const session = { ...context.session, jwt: event.jwt };
      enqueue.assign({ session, lastTokenValidation: at, tokenValid: true });
      enqueue({ type: 'persistSession', params: { session } });
      enqueue({ type: 'persistValidation', params: { at, valid: true } });
    }),
    /** The saved name and e-mail replace the shown ones; the token and its trust stay. */
    changeUser: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'session.userChanged' || context.session === null) return;
      const { name, email } = event.user;
      const session = { ...context.session, user: { ...context.session.user, name, email } };
      enqueue.assign({ session });
      enqueue({ type: 'persistSession', params: { session } });
    }),
    endSession: enqueueActions(({ enqueue }) => {
      enqueue.assign(loggedOut);
      enqueue('clearStorage');
      enqueue({ type: 'navigate', params: { to: LANDING_PATHS.login } });
    }),
  },
  actors: {
    readStoredSession: fromPromise<ReadStoredSessionOutput, void>(async () => {
      throw new Error('readStoredSession not provided');
    }),
    validateToken: fromPromise<ValidateTokenOutput, ValidateTokenInput>(async () => {
      throw new Error('validateToken not provided');
    }),
    logout: fromPromise<LogoutOutput, LogoutInput>(async () => {
      throw new Error('logout not provided');
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    now: input.now ?? Date.now,
    ...(input.stored ? fromStored(input.stored) : loggedOut),
    knownEmpty: input.stored === null,
  }),
  initial: 'starting',
  states: {
    // A session handed over at start is checked at once, none at all is anonymous at once;
    // otherwise storage is read first.
    starting: {
      tags: ['validating'],
      always: [
        { guard: 'hasSession', target: 'checking' },
        { guard: 'isKnownEmpty', target: 'anonymous' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['validating'],
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => event.output },
            target: 'checking',
            actions: assign(({ event }) => fromStored(event.output as StoredSession)),
          },
          { target: 'anonymous' },
        ],
        // Unreadable storage is no session at all; wipe it so it cannot fail again.
        onError: { target: 'anonymous', actions: 'clearStorage' },
      },
    },
    checking: {
      tags: ['validating'],
      always: [
        // Reuse a validation younger than 30 s: no call at all (this is also the throttle).
        { guard: 'isValidationFresh', target: 'authenticated', actions: 'redirectIfWaiting' },
        { target: 'validating' },
      ],
    },
    validating: {
      tags: ['validating'],
      // The shell is drawn while a stored token is checked, so its Log Out can be pressed now.
      on: { 'session.logout': 'loggingOut' },
      invoke: {
        id: 'validateToken',
        src: 'validateToken',
        input: ({ context }) => ({
          jwt: context.session?.jwt ?? '',
          authType: context.session?.authType ?? 'user',
        }),
        onDone: [
          {
            guard: { type: 'isTokenValid', params: ({ event }) => event.output },
            target: 'authenticated',
            actions: [
              assign(({ context, event }) => {
                const reply: { user?: SessionUser | null; business?: StoredBusiness | null } = event
                  .output.valid
                  ? event.output
                  : {};
                const current = context.session as Session;
                return {
                  session: {
                    ...current,
                    user: reply.user ?? current.user,
                    business: reply.business === undefined ? current.business : reply.business,
                  },
                  lastTokenValidation: context.now(),
                  tokenValid: true,
                };
              }),
              {
                type: 'persistSession',
                params: ({ context }) => ({ session: context.session as Session }),
              },
              {
                type: 'persistValidation',
                params: ({ context }) => ({ at: context.lastTokenValidation ?? 0, valid: true }),
              },
              'redirectIfWaiting',
            ],
          },
          { target: 'anonymous', actions: 'endSession' },
        ],
        // the error catalogue in docs/product.md: a failed token validation logs the person out.
        onError: { target: 'anonymous', actions: 'endSession' },
      },
    },
    authenticated: {
      on: {
        'session.revalidate': 'checking',
        'session.logout': 'loggingOut',
        'session.login': { target: 'authenticated', reenter: true, actions: 'startSession' },
        // Only a signed-in person can have had a token replaced; elsewhere it is ignored.
        'session.tokenReplaced': { guard: 'isTokenGiven', actions: 'replaceToken' },
        'session.userChanged': { actions: 'changeUser' },
      },
    },
    loggingOut: {
      // Waited on like a check: the guards show a spinner, not the login page, until the browser
      // has forgotten the session. Otherwise the login page shows while storage still holds the
      // old session, and a login typed meanwhile would be dropped (this state ignores it).
      tags: ['validating'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({
          jwt: context.session?.jwt ?? '',
          authType: context.session?.authType ?? 'user',
        }),
        // The browser forgets the session whatever the server answered.
        onDone: { target: 'anonymous', actions: 'endSession' },
        onError: { target: 'anonymous', actions: 'endSession' },
      },
    },
    anonymous: {
      on: {
        'session.login': { target: 'authenticated', actions: 'startSession' },
        // Another tab may have signed in: read storage again.
        'session.revalidate': 'loading',
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** What screens and guards need to know about the session, read off a snapshot. */
export type SessionView = {
  isValidating: boolean;
  isAuthenticated: boolean;
  role: SessionRole | null;
  /** The session once its token is known to be good (null until then). */
  session: Session | null;
  /**
   * While a stored (or revalidated) token is being checked: the session it belongs to, i.e. who
   * the person appears to be. Enough to draw the shell around the page; never enough to show a
   * page (the check decides, and a failed one ends the session). Null otherwise.
   */
  pendingSession: Session | null;
};

export function selectSessionView(snapshot: SessionSnapshot): SessionView {
  const isAuthenticated = snapshot.matches('authenticated');
  return {
    isValidating: snapshot.hasTag('validating'),
    isAuthenticated,
    role: isAuthenticated ? (snapshot.context.session?.user.role ?? null) : null,
    session: isAuthenticated ? snapshot.context.session : null,
    pendingSession: snapshot.matches('validating') ? snapshot.context.session : null,
  };
}
