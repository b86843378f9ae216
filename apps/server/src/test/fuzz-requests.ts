import { fc } from '@fast-check/vitest';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { createPortalContract, type RouteMeta } from '@portal/api-client';
import { arbitraryOf, isFileValue, MARK } from './zod-arbitrary';

// Requests for the fuzz test (fuzz.http.test.ts): every action of the contract, its body generated
// from the action's own zod schema and then broken in the ways an attacker's probe breaks it.

/** One action of the contract: a route, and the `action` value that picks it when it has one. */
export type ContractAction = {
  /** 'tasks.tasks create', 'auth.login'. */
  name: string;
  route: AppRoute;
  meta: RouteMeta | undefined;
  action: string | undefined;
  /** The action's JSON body (POST), or the query (GET). */
  schema: ZodTypeAny | undefined;
  /** The fields of its multipart body, when docs/product.md sends it as multipart/form-data. */
  multipart: ZodTypeAny | undefined;
};

/** Every action of the contract, read from the contract itself (those answering 501 too). */
export function contractActions(app = 'portal'): ContractAction[] {
  const out: ContractAction[] = [];
  const walk = (router: AppRouter, prefix: string) => {
    for (const [key, value] of Object.entries(router)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (!isAppRoute(value)) {
        walk(value as AppRouter, name);
        continue;
      }
      const meta = value.metadata as RouteMeta | undefined;
      const holder = (meta?.actionIn === 'query' ? value.query : value.headers) as
        { shape?: { action?: { options?: string[] } } } | undefined;
      const actions = meta?.actionIn ? (holder?.shape?.action?.options ?? []) : [undefined];
      for (const action of actions) {
        const body = 'body' in value ? (value.body as ZodTypeAny | undefined) : undefined;
        out.push({
          name: action ? `${name} ${action}` : name,
          route: value,
          meta,
          action,
          schema:
            value.method === 'GET'
              ? (value.query as ZodTypeAny | undefined)
              : ((action ? meta?.actionBodies?.[action] : undefined) ?? body),
          multipart: action ? meta?.multipart?.[action] : undefined,
        });
      }
    }
  };
  walk(createPortalContract(app), '');
  return out;
}

type Path = (string | number)[];
type Mutation =
  | { op: 'set'; path: Path; value: unknown }
  | { op: 'delete'; path: Path }
  | { op: 'add'; path: Path; key: string; value: unknown };

/** Text that breaks things: NUL, lone surrogates, look-alike letters, injection, odd numbers. */
const ODD_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00x',
  '\u202Egnp.exe',
  '\uFEFF',
  'e\u0301',
  'ß',
  'ſ',
  'ı',
  'İ',
  '\uFDFD',
  '🇧🇷',
  '\r\n',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  '2026-02-30',
  'true',
  '\\',
  '"',
  `${'a'.repeat(250)}@x.com`,
  'admin@fixture.com.br',
  'FIXA01',
];

/** A string of `n` times `unit`, made when the request is sent (keeps counterexamples short). */
const hugeMark = (n: number, unit: string) => `${MARK}huge:${n}:${unit}`;
/** `depth` nested arrays or objects, spliced into the JSON text when the request is sent. */
const deepMark = (kind: 'array' | 'object', depth: number) => `${MARK}deep:${kind}:${depth}`;

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  // Wrong types.
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(1e308, -0, 2 ** 53 + 1, 0.1, -1),
      fc.constant([]),
      fc.constant({}),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
      fc.string({ maxLength: 10 }),
    ),
  },
  // Huge strings (past every field cap, and past the body limits).
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(256, 5_001, 20_000, 60_000, 150_000),
        fc.constantFrom('a', 'é', '\u0000', '😀', '\uD800', ' '),
      )
      .map(([n, unit]) => hugeMark(n, unit)),
  },
  // Deep nesting (kept under the 100 KB JSON limit, so the parser sees it).
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('array' as const, 'object' as const),
        fc.constantFrom(64, 1_000, 5_000),
      )
      .map(([kind, depth]) => deepMark(kind, depth)),
  },
);

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'jwt', 'business', 'id', 'role', ''),
  fc.string({ maxLength: 12 }),
);

/** Every path into a JSON-like value (the root included), up to a small depth. */
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (at.length >= 4 || value === null || typeof value !== 'object' || isFileValue(value))
    return out;
  for (const [k, v] of Object.entries(value)) {
    if (v !== undefined) pathsOf(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

export const isContainer = (v: unknown): v is Record<string | number, unknown> =>
  v !== null && typeof v === 'object' && !isFileValue(v);

/** Sets an own property (`__proto__` included, which plain assignment would not create). */
export const own = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

function clone(value: unknown): unknown {
  if (!isContainer(value)) return value;
  const copy = (Array.isArray(value) ? [] : {}) as Record<string | number, unknown>;
  for (const [k, v] of Object.entries(value)) own(copy, k, clone(v));
  return copy;
}

function applyMutation(value: unknown, m: Mutation): unknown {
  // A copy of the odd value each time: fast-check hands out one instance of a constant (`[]`,
  // `{}`) to every request, so placing it as it is would let a later mutation add that same
  // container to itself (a cycle) or change the constant for the requests after.
  const odd = 'value' in m ? clone(m.value) : undefined;
  if (m.path.length === 0) {
    if (m.op === 'set') return odd;
    if (m.op === 'add' && isContainer(value)) own(value, m.key, odd);
    return value;
  }
  let parent: unknown = value;
  for (const k of m.path.slice(0, -1)) parent = isContainer(parent) ? parent[k] : undefined;
  const last = m.path[m.path.length - 1]!;
  if (!isContainer(parent)) return value;
  if (m.op === 'set') own(parent, last, odd);
  else if (m.op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (isContainer(parent[last])) own(parent[last] as object, m.key, odd);
  return value;
}

/** The value broken by up to 3 mutations at paths that exist in it. */
function mutated(base: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(base);
  const path = fc.constantFrom(...paths);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ op: fc.constant('set' as const), path, value: oddValue }),
    fc.record({ op: fc.constant('delete' as const), path }),
    fc.record({ op: fc.constant('add' as const), path, key: extraKey, value: oddValue }),
  );
  // A third of the requests stay as generated, so valid ones reach the actions' own code too.
  return fc
    .oneof(
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 2, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
    )
    .map((ms) => ms.reduce<unknown>((v, m) => applyMutation(v, m), clone(base)));
}

/** How the body travels. */
export type Encoding =
  | { kind: 'json'; contentType: string | null }
  | { kind: 'form' }
  | { kind: 'malformed'; how: string; at: number };

const MALFORMED = [
  'truncate',
  'garbage',
  'empty',
  'null',
  'array',
  'number',
  'string',
  'open-brace',
  'trailing-comma',
  'single-quotes',
  'bom',
  'latin1',
  'invalid-utf8',
  'duplicate-jwt',
  'proto',
] as const;

const encodingArb = (multipart: boolean): fc.Arbitrary<Encoding> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constant({ kind: 'json' as const, contentType: 'application/json' }),
    },
    { weight: multipart ? 4 : 1, arbitrary: fc.constant({ kind: 'form' as const }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('malformed' as const),
        how: fc.constantFrom(...MALFORMED),
        at: fc.nat(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        contentType: fc.constantFrom(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
          'application/json, text/plain',
        ),
      }),
    },
  );

/** Where `action` goes: as the route says, left out, or wrong. */
export type ActionPlacement = { header?: string; query?: string };

/** A request before the caller's session is put in. */
export type FuzzRequest = {
  method: string;
  action: ActionPlacement;
  body: unknown;
  encoding: Encoding;
  /** Also send the caller's token as `Authorization: Bearer`. */
  bearer: boolean;
  /** An `x-api-key` header (the ingestion action's installation key; a wrong one here). */
  apiKey: string | undefined;
};

const headerText = fc.string({ maxLength: 20 }); // printable ASCII: a valid header value

function placementArb(
  target: ContractAction,
  all: readonly string[],
): fc.Arbitrary<ActionPlacement> {
  const right: ActionPlacement =
    target.meta?.actionIn === 'header'
      ? { header: target.action }
      : target.meta?.actionIn === 'query'
        ? { query: target.action }
        : {};
  const wrongName = fc.oneof(
    fc.constantFrom(...all, 'GETALL', '__proto__', 'constructor', 'toString', ''),
    headerText,
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(right) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constant({}),
        wrongName.map((header) => ({ header })),
        wrongName.map((query) => ({ query })),
        fc.tuple(wrongName, wrongName).map(([header, query]) => ({ header, query })),
        fc.constant({
          ...right,
          query: target.action ?? 'getAll',
          header: target.action ?? 'getAll',
        }),
      ),
    },
  );
}

/** Requests for one action: its schema's values, mutated, encoded in right and wrong ways. */
export function requestArb(target: ContractAction, allActions: readonly string[]) {
  const jsonBase = target.schema ? arbitraryOf(target.schema) : fc.constant(undefined);
  const formBase = target.multipart ? arbitraryOf(target.multipart) : jsonBase;
  const usual = target.route.method;
  return fc
    .record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(usual) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
      ),
      action: placementArb(target, allActions),
      encoding: encodingArb(Boolean(target.multipart)),
      bearer: fc.boolean(),
      apiKey: fc.option(headerText, { nil: undefined, freq: 8 }),
    })
    .chain((r) =>
      (r.encoding.kind === 'form' ? formBase : jsonBase)
        .chain(mutated)
        .map((body): FuzzRequest => ({ ...r, body })),
    );
}
