import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  TOKEN_VALIDATION_REUSE_MS,
  selectSessionView,
  sessionMachine,
  type LogoutInput,
  type StoredSession,
  type ValidateTokenInput,
  type ValidateTokenOutput,
} from './session.machine';
import type { Session, SessionUser } from '../model/session';

const ana: SessionUser = { id: 'u1', name: 'Ana', email: 'ana@loja.com.br', role: 'ordinary' };
const session: Session = {
  jwt: 'jwt-1',
  authType: 'user',
  user: ana,
  business: { id: 'b1', name: 'Padaria' },
};

function start(options: {
  stored: StoredSession | null;
  /** The host read storage itself and hands the session over as input (as the portal does). */
  handOver?: boolean;
  validate?: (input: ValidateTokenInput) => Promise<ValidateTokenOutput>;
  logout?: (input: LogoutInput) => Promise<unknown>;
}) {
  let clock = 1_000_000;
  let reads = 0;
  const log: string[] = [];
  const validations: ValidateTokenInput[] = [];
  const logouts: LogoutInput[] = [];
  const persisted: Session[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actions: {
        persistSession: (_, params) => {
          persisted.push(params.session);
          log.push(`persistSession ${params.session.user.role}`);
        },
        persistValidation: (_, params) =>
          log.push(`persistValidation ${params.at} ${params.valid}`),
        clearStorage: () => log.push('clearStorage'),
        navigate: (_, params) => log.push(`navigate ${params.to}`),
      },
      actors: {
        readStoredSession: fromPromise(async () => {
          reads += 1;
          return options.stored;
        }),
        validateToken: fromPromise<ValidateTokenOutput, ValidateTokenInput>(async ({ input }) => {
          validations.push(input);
          return options.validate ? options.validate(input) : { valid: true };
        }),
        logout: fromPromise<unknown, LogoutInput>(async ({ input }) => {
          logouts.push(input);
          return options.logout ? options.logout(input) : { status: 'success' };
        }),
      },
    }),
    {
      input: {
        now: () => clock,
        ...(options.handOver ? { stored: options.stored } : {}),
      },
    },
  );
  actor.start();
  return {
    actor,
    reads: () => reads,
    log,
    validations,
    logouts,
    persisted,
    tick: (ms: number) => {
      clock += ms;
    },
    now: () => clock,
    view: () => selectSessionView(actor.getSnapshot()),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stale = (s: Session = session): StoredSession => ({
  ...s,
  lastTokenValidation: null,
  tokenValid: false,
});

describe('session', () => {
  it('shows the spinner while it validates, then is authenticated', async () => {
    const s = start({ stored: stale() });
    expect(s.view().isValidating).toBe(true);
    expect(s.view().isAuthenticated).toBe(false);
    await settle();
    expect(s.view()).toMatchObject({
      isValidating: false,
      isAuthenticated: true,
      role: 'ordinary',
    });
    expect(s.validations).toEqual([{ jwt: 'jwt-1', authType: 'user' }]);
    expect(s.log).toEqual(['persistSession ordinary', `persistValidation ${s.now()} true`]);
  });

  it('knows who the person is from the first snapshot when the host hands the stored session over', async () => {
    const s = start({ stored: stale(), handOver: true });
    // No read of storage in between: the token check starts at once, and until it answers the
    // session is only pending (enough to draw the shell, not to show a page).
    expect(s.reads()).toBe(0);
    expect(s.view()).toEqual({
      isValidating: true,
      isAuthenticated: false,
      role: null,
      session: null,
      pendingSession: session,
    });
    await settle();
    expect(s.validations).toEqual([{ jwt: 'jwt-1', authType: 'user' }]);
    expect(s.view()).toMatchObject({ isAuthenticated: true, session, pendingSession: null });
  });

  it('is anonymous from the first snapshot when the host found nothing stored', () => {
    const s = start({ stored: null, handOver: true });
    // The login page is drawn by the first render, as the build drew it: no spinner in between.
    expect(s.reads()).toBe(0);
    expect(s.view()).toEqual({
      isValidating: false,
      isAuthenticated: false,
      role: null,
      session: null,
      pendingSession: null,
    });
    s.actor.send({ type: 'session.login', session });
    expect(s.view()).toMatchObject({ isAuthenticated: true, role: 'ordinary' });
  });

  it('ends a handed-over session whose token proves invalid, as it ends a read one', async () => {
    const s = start({ stored: stale(), handOver: true, validate: async () => ({ valid: false }) });
    await settle();
    expect(s.view()).toMatchObject({ isAuthenticated: false, session: null, pendingSession: null });
    expect(s.log).toEqual(['clearStorage', 'navigate /']);
  });

  it('trusts a handed-over session validated less than 30 s ago from the first snapshot', () => {
    const s = start({
      stored: { ...session, lastTokenValidation: 1_000_000 - 5_000, tokenValid: true },
      handOver: true,
    });
    expect(s.view()).toMatchObject({ isAuthenticated: true, session, pendingSession: null });
    expect(s.validations).toEqual([]);
  });

  it('has the signed-in session pending again while a revalidation checks its token', async () => {
    const s = start({ stored: stale() });
    await settle();
    s.tick(TOKEN_VALIDATION_REUSE_MS);
    s.actor.send({ type: 'session.revalidate' });
    expect(s.view()).toMatchObject({ isValidating: true, session: null, pendingSession: session });
    await settle();
    expect(s.view()).toMatchObject({ isAuthenticated: true, pendingSession: null });
  });

  it('logs out when asked while the stored token is still checked', async () => {
    const s = start({ stored: stale(), handOver: true, validate: () => new Promise(() => {}) });
    s.actor.send({ type: 'session.logout' });
    await settle();
    expect(s.logouts).toEqual([{ jwt: 'jwt-1', authType: 'user' }]);
    expect(s.log).toEqual(['clearStorage', 'navigate /']);
    expect(s.view()).toMatchObject({ isAuthenticated: false, session: null, pendingSession: null });
  });

  it('is anonymous without a stored session, and never validates', async () => {
    const s = start({ stored: null });
    await settle();
    expect(s.view()).toMatchObject({ isValidating: false, isAuthenticated: false, role: null });
    expect(s.validations).toEqual([]);
  });

  it('reuses a successful validation younger than 30 s without calling the server', async () => {
    const s = start({
      stored: { ...session, lastTokenValidation: 1_000_000 - 29_999, tokenValid: true },
    });
    await settle();
    expect(s.view().isAuthenticated).toBe(true);
    expect(s.validations).toEqual([]);
  });

  it('validates again when the last validation is 30 s old or was not valid', async () => {
    const old = start({
      stored: {
        ...session,
        lastTokenValidation: 1_000_000 - TOKEN_VALIDATION_REUSE_MS,
        tokenValid: true,
      },
    });
    await settle();
    expect(old.validations).toHaveLength(1);
    const invalid = start({
      stored: { ...session, lastTokenValidation: 1_000_000 - 10, tokenValid: false },
    });
    await settle();
    expect(invalid.validations).toHaveLength(1);
  });

  it('throttles revalidation to one call per 30 s', async () => {
    const s = start({ stored: stale() });
    await settle();
    s.tick(10_000);
    s.actor.send({ type: 'session.revalidate' });
    await settle();
    s.tick(19_999);
    s.actor.send({ type: 'session.revalidate' });
    await settle();
    expect(s.validations).toHaveLength(1);
    s.tick(1);
    s.actor.send({ type: 'session.revalidate' });
    expect(s.view().isValidating).toBe(true);
    await settle();
    expect(s.validations).toHaveLength(2);
    expect(s.view().isAuthenticated).toBe(true);
  });

  it('logs out on an invalid token: clears everything and goes to /', async () => {
    const s = start({ stored: stale(), validate: async () => ({ valid: false }) });
    await settle();
    expect(s.view().isAuthenticated).toBe(false);
    expect(s.actor.getSnapshot().context.session).toBeNull();
    expect(s.log).toEqual(['clearStorage', 'navigate /']);
  });

  it('logs out when the validation call fails', async () => {
    const s = start({
      stored: stale(),
      validate: async () => {
        throw new Error('offline');
      },
    });
    await settle();
    expect(s.log).toEqual(['clearStorage', 'navigate /']);
  });

  it('sends a waiting person to /waiting after validation', async () => {
    const s = start({ stored: stale({ ...session, user: { ...ana, role: 'waiting' } }) });
    await settle();
    expect(s.view().role).toBe('waiting');
    expect(s.log.at(-1)).toBe('navigate /waiting');
  });

  it('takes the fresher user of the validation reply (e.g. just approved)', async () => {
    const s = start({
      stored: stale({ ...session, user: { ...ana, role: 'waiting' } }),
      validate: async () => ({ valid: true, user: ana, business: { id: 'b1', name: 'Padaria' } }),
    });
    await settle();
    expect(s.view().role).toBe('ordinary');
    expect(s.log).not.toContain('navigate /waiting');
    expect(s.log[0]).toBe('persistSession ordinary');
  });

  it.each([
    ['admin', '/admin/businesses'],
    ['council', '/admin/businesses'],
    ['ordinary', '/dashboard/business/meetings'],
    ['waiting', '/waiting'],
  ] as const)('stores a %s login and lands on %s', async (role, path) => {
    const s = start({ stored: null });
    await settle();
    s.actor.send({ type: 'session.login', session: { ...session, user: { ...ana, role } } });
    expect(s.view()).toMatchObject({ isAuthenticated: true, role });
    expect(s.log).toEqual([
      `persistSession ${role}`,
      `persistValidation ${s.now()} true`,
      `navigate ${path}`,
    ]);
    // The fresh login counts as a validation: no call within 30 s.
    s.actor.send({ type: 'session.revalidate' });
    await settle();
    expect(s.validations).toEqual([]);
  });

  it('calls logout, then clears storage even when logout fails', async () => {
    const s = start({
      stored: stale(),
      logout: async () => {
        throw new Error('500');
      },
    });
    await settle();
    s.actor.send({ type: 'session.logout' });
    expect(s.log).not.toContain('clearStorage');
    // Screens wait (no login page yet) while the browser still holds the session.
    expect(s.view()).toMatchObject({ isValidating: true, isAuthenticated: false });
    await settle();
    expect(s.logouts).toEqual([{ jwt: 'jwt-1', authType: 'user' }]);
    expect(s.log.slice(-2)).toEqual(['clearStorage', 'navigate /']);
    expect(s.view().isAuthenticated).toBe(false);
  });

  it('keeps a replaced token: stored, trusted for 30 s, no navigation, used for logout', async () => {
    const s = start({ stored: stale() });
    await settle();
    s.tick(20_000);
    s.log.length = 0;
    s.actor.send({ type: 'session.tokenReplaced', jwt: 'jwt-2' });
    expect(s.view()).toMatchObject({ isAuthenticated: true, role: 'ordinary' });
    expect(s.view().session).toEqual({ ...session, jwt: 'jwt-2' });
    // Stored as it is now, counted as validated now, and the person stays where they are.
    expect(s.log).toEqual(['persistSession ordinary', `persistValidation ${s.now()} true`]);
    expect(s.persisted.at(-1)).toEqual({ ...session, jwt: 'jwt-2' });
    s.tick(TOKEN_VALIDATION_REUSE_MS - 1);
    s.actor.send({ type: 'session.revalidate' });
    await settle();
    expect(s.validations).toEqual([{ jwt: 'jwt-1', authType: 'user' }]);
    s.tick(1);
    s.actor.send({ type: 'session.revalidate' });
    await settle();
    expect(s.validations.at(-1)).toEqual({ jwt: 'jwt-2', authType: 'user' });
    s.actor.send({ type: 'session.logout' });
    await settle();
    expect(s.logouts).toEqual([{ jwt: 'jwt-2', authType: 'user' }]);
  });

  it('does not take a waiting person anywhere when their token is replaced', async () => {
    const waiting = { ...session, user: { ...ana, role: 'waiting' as const } };
    const s = start({ stored: stale(waiting) });
    await settle();
    s.log.length = 0;
    s.actor.send({ type: 'session.tokenReplaced', jwt: 'jwt-2' });
    expect(s.view().session?.jwt).toBe('jwt-2');
    expect(s.log.filter((entry) => entry.startsWith('navigate'))).toEqual([]);
  });

  it('shows and stores a saved name and e-mail at once, keeping the token and its trust', async () => {
    const s = start({ stored: stale() });
    await settle();
    s.log.length = 0;
    const user = { name: 'Ana Lima', email: 'ana.lima@loja.com.br' };
    s.actor.send({ type: 'session.userChanged', user });
    expect(s.view().session).toEqual({ ...session, user: { ...ana, ...user } });
    expect(s.persisted.at(-1)).toEqual({ ...session, user: { ...ana, ...user } });
    // No new validation, no navigation: the person stays on the page they saved from.
    expect(s.log).toEqual(['persistSession ordinary']);
    expect(s.validations).toHaveLength(1);
  });

  it('ignores a saved profile unless someone is signed in', async () => {
    const s = start({ stored: stale() });
    const user = { name: 'Ana Lima', email: 'ana.lima@loja.com.br' };
    s.actor.send({ type: 'session.userChanged', user });
    await settle();
    expect(s.view().session?.user).toEqual(ana);
    s.actor.send({ type: 'session.logout' });
    await settle();
    s.log.length = 0;
    s.actor.send({ type: 'session.userChanged', user });
    expect(s.actor.getSnapshot().context.session).toBeNull();
    expect(s.log).toEqual([]);
  });

  it('ignores a replaced token unless someone is signed in', async () => {
    const s = start({ stored: stale() });
    // Still reading storage / validating the stored token: nothing to replace yet.
    s.actor.send({ type: 'session.tokenReplaced', jwt: 'jwt-2' });
    await settle();
    expect(s.view().session?.jwt).toBe('jwt-1');
    s.actor.send({ type: 'session.logout' });
    await settle();
    s.log.length = 0;
    s.actor.send({ type: 'session.tokenReplaced', jwt: 'jwt-3' });
    expect(s.view()).toMatchObject({ isAuthenticated: false, session: null });
    expect(s.actor.getSnapshot().context.session).toBeNull();
    expect(s.log).toEqual([]);
  });
});
