import { isDeepStrictEqual } from 'node:util';
import { beforeAll, beforeEach, describe, expect, it as plainIt } from 'vitest';
import { it } from '@fast-check/vitest';
import { isAppRouteOtherResponse } from '@ts-rest/core';
import { decodeJwt, SignJWT } from 'jose';
import { z } from 'zod';
import { notImplemented, TASK_STATUS_LABEL_LIST } from '@portal/domain';
import { documentsActions } from '@portal/api-client';
import { BACKENDS, JWT_SECRET, type TestServer } from './test/harness';
import { PASSWORD, useSignedInServer, type People, type SignedIn } from './test/fixtures';
import {
  contractActions,
  requestArb,
  type ContractAction,
  type FuzzRequest,
} from './test/fuzz-requests';
import { encode, type Caller, type World } from './test/fuzz-encode';
import { knownMessages } from './test/known-messages';
import { createRowDump, rowChanges, type RowDump } from './test/row-dump';
import { zodMessagePt } from './http/zod-pt';

// Fuzzing from the contract: every action of the contract (any 501 placeholder included, so a
// new action is fuzzed with no new code), with requests generated from the action's own zod
// schema and then broken (wrong types, missing and extra fields, huge and odd strings, NUL, lone
// surrogates, deep nesting, wrong content types, malformed JSON, wrong `action`), sent as
// every kind of caller. For each reply:
//   - never a 5xx, and always an answer (a request that hangs fails the run);
//   - a refusal is the error shape with a pt-BR text the catalogues can produce;
//   - a refusal leaves every table as it was (login_attempts aside: counting a failed login or a
//     reset request is what that table is for);
//   - a caller without a valid session gets nothing from an action that needs one.
//
// FUZZ_RUNS=50 runs it longer; a failure prints its seed and path, and FUZZ_SEED=<seed>
// FUZZ_PATH=<path> with `-t '<action>'` replays it (the generated requests do not depend on the
// server: ids and tokens are placeholders filled in when a request is sent).

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;
/** Liveness, not speed: a reply this late means the server is stuck on the request. */
const NO_ANSWER_MS = 30_000;
/** Tables a refused request writes by design: the login throttle's and reset limit's counts. */
const REFUSALS_MAY_WRITE = ['login_attempts'];

type Role = SignedIn | 'none' | 'forged' | 'expired';
const SIGNED_IN: SignedIn[] = ['admin', 'council', 'user', 'business', 'waiting'];
const ROLES: Role[] = [...SIGNED_IN, 'none', 'forged', 'expired'];
const NO_SESSION: Role[] = ['none', 'forged', 'expired'];
const SESSION_TABLES = ['users', 'businesses'];

const ACTIONS = contractActions();
const ACTION_NAMES = [...new Set(ACTIONS.flatMap((a) => (a.action ? [a.action] : [])))];
const isKnown = knownMessages();
const NOT_BUILT = new RegExp(`^${notImplemented('')}`);

plainIt('fuzzes every route of the contract, the 501 placeholders included', () => {
  const routes = new Set(ACTIONS.map((a) => a.name.split(' ')[0]));
  // Spot checks: a route per resource router, the not-yet-built actions among them.
  for (const name of ['auth.login', 'tasks.tasks', 'documents.documents', 'chat.chat'])
    expect(routes).toContain(name);
  expect(ACTIONS.filter((a) => a.name.startsWith('documents.documents ')).length).toBe(
    documentsActions.length,
  );
  expect(ACTIONS.every((a) => a.schema !== undefined || a.route.method === 'GET')).toBe(true);
});

plainIt('the message check refuses zod’s English and accepts the pt-BR map', () => {
  const schema = z.object({ name: z.string().max(3), n: z.number() }).strict();
  for (const input of [{}, { name: 1, n: 1 }, { name: 'abcd', n: 1 }, { name: 'a', n: 1, x: 1 }]) {
    const error = schema.safeParse(input).error!;
    expect(isKnown(error.issues[0]!.message), error.issues[0]!.message).toBe(false);
    expect(isKnown(zodMessagePt(error, input)), zodMessagePt(error, input)).toBe(true);
  }
  expect(isKnown('Internal Server Error')).toBe(false);
  expect(isKnown('Unexpected token } in JSON at position 1')).toBe(false);
});

describe.each(BACKENDS)('fuzzing every action of the contract (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<SignedIn, string>;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const callers = new Map<Role, Caller>();
  let world: World;
  let dump: () => Promise<RowDump>;
  let baseline: RowDump;

  const authTypeOf = (role: Role) => (role === 'business' ? 'business' : 'user');
  const loginKey = (role: SignedIn) =>
    role === 'business' ? people.businessA.code : people[role].email;

  beforeAll(async () => {
    // A board with tasks, so updates, deletes and reorders can name real ones.
    const taskIds: string[] = [];
    for (const title of ['Revisar metas', 'Ligar para fornecedor']) {
      const id = crypto.randomUUID();
      const r = await s.post(
        '/tasks',
        {
          jwt: tokens.get('user'),
          authType: 'user',
          business: people.businessA.id,
          task: {
            id,
            title,
            task: '',
            status: TASK_STATUS_LABEL_LIST[0],
            created_at: new Date().toISOString(),
            completed_at: null,
            from_meeting: null,
          },
        },
        { action: 'create' },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      taskIds.push(id);
    }
    const { businessA: A, businessB: B, businessC: C, waitingBusiness: W } = people;
    const persons = [people.admin, people.council, people.user, people.waiting, people.outsider];
    world = {
      ids: [A.id, B.id, C.id, W.id, ...persons.map((p) => p.id), ...taskIds],
      emails: [...persons.map((p) => p.email), 'ninguem@fixture.com.br'],
    };

    for (const role of SIGNED_IN)
      callers.set(role, { token: tokens.get(role), authType: authTypeOf(role) });
    callers.set('none', { token: undefined, authType: 'user' });
    // The admin's own claims, signed with another key; and signed with ours but expired.
    const claims = decodeJwt(tokens.get('admin')!);
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(`${JWT_SECRET}-forged`));
    callers.set('forged', { token: forged, authType: 'user' });
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ typ: claims.typ, role: claims.role, iat_ms: past * 1000 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub!)
      .setIssuedAt(past)
      .setExpirationTime(past + 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    callers.set('expired', { token: expired, authType: 'user' });

    dump = await createRowDump(s.handle.db, REFUSALS_MAY_WRITE);
    baseline = await dump();
  });

  // Each action's property starts from the database as it is (one failure does not carry over).
  beforeEach(async () => {
    await s.settle();
    baseline = await dump();
  });

  /** After a request that was let through: sign in again whoever it signed out. */
  const refreshSessions = async () => {
    for (const role of SIGNED_IN) {
      const caller = callers.get(role)!;
      const check = await s.post('/validate-token', {
        jwt: caller.token,
        authType: caller.authType,
      });
      if (check.body?.valid === true) continue;
      const login = await s.post('/login', {
        authType: caller.authType,
        key: loginKey(role),
        password: PASSWORD,
      });
      // A fuzzed request may have changed the password or removed the person: the role then
      // stays a caller with an ended session, which is one more case, not a failure.
      if (login.status === 200) callers.set(role, { ...caller, token: login.body.jwt_token });
    }
  };

  const answersFile = (target: ContractAction) => {
    const ok = (
      target.route.responses as Record<number, Parameters<typeof isAppRouteOtherResponse>[0]>
    )[200];
    return ok !== undefined && isAppRouteOtherResponse(ok) && !ok.contentType.includes('json');
  };

  const sendAs = async (target: ContractAction, request: FuzzRequest, role: Role) => {
    const { url, init } = encode(s.base, target, request, callers.get(role)!, world);
    const where = `${target.name} as ${role}: ${init.method} ${url}`;
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(NO_ANSWER_MS) });
    } catch (error) {
      throw new Error(`${where}: no answer (${String(error)})`);
    }
    const text = await res.text();
    const shown = `${where} → ${res.status} ${text.slice(0, 300)}`;
    // 501 is the placeholder of an action the contract has and the server does not build yet
    // (answered after authorization, so it is no server error).
    expect(res.status < 500 || res.status === 501, `${shown}: a server error`).toBe(true);
    let body: unknown = null;
    // An action whose contract answers a file (the reports exports) answers its bytes; every
    // other reply, and every refusal, is JSON.
    const file = res.status < 400 && answersFile(target);
    try {
      if (!file) body = JSON.parse(text);
    } catch {
      throw new Error(`${shown}: the reply is not JSON`);
    }
    if (res.status >= 400) {
      const error = body as { status?: unknown; error?: unknown; message?: unknown };
      expect(error.status, shown).toBe('error');
      expect(error.error, shown).toBe(error.message);
      expect(isKnown(String(error.message)), `${shown}: not a catalogued pt-BR text`).toBe(true);
      if (res.status === 501) expect(String(error.message), shown).toMatch(NOT_BUILT);
      const now = await dump();
      const changes = rowChanges(baseline, now);
      baseline = now; // so a replay while shrinking is judged on its own
      expect(changes, `${shown}: refused, yet the database changed`).toEqual({});
      return;
    }
    if (NO_SESSION.includes(role)) {
      const allowed =
        target.meta?.session === 'none' ||
        (target.name === 'auth.validateToken' && (body as { valid?: unknown }).valid === false);
      expect(allowed, `${shown}: let in without a valid session`).toBe(true);
    }
    // Work a reply leaves behind (a reset e-mail and its token) lands before the next look.
    await s.settle();
    const after = await dump();
    // A session ends only through its person's or company's row (logout, password, role).
    if (SESSION_TABLES.some((t) => !isDeepStrictEqual(after[t], baseline[t]))) {
      await refreshSessions();
      baseline = await dump();
    } else baseline = after;
  };

  for (const target of ACTIONS) {
    it.prop([requestArb(target, ACTION_NAMES)], { numRuns: RUNS, seed: SEED, path: PATH })(
      target.name,
      async (request) => {
        for (const role of ROLES) await sendAs(target, request, role);
      },
      5_000 + RUNS * 5_000,
    );
  }
});
