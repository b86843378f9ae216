import { AUTH_TYPE_MARK, isFileValue, JWT_MARK, MARK, type FileValue } from './zod-arbitrary';
import { isContainer, own, type ContractAction, type FuzzRequest } from './fuzz-requests';

// The HTTP side of the fuzz test: a generated request (fuzz-requests.ts) with its markers replaced
// by the caller's token and the server's real ids, and its body encoded as JSON, a form or a
// deliberately malformed text.

/** The caller: a token (none for an anonymous caller) and the auth type that goes with it. */
export type Caller = { token: string | undefined; authType: 'user' | 'business' };

/** The world the markers name: ids and e-mails that exist on the server. */
export type World = { ids: readonly string[]; emails: readonly string[] };

const DROP = Symbol('drop');

/** The body with every marker replaced for this caller; deep-nesting marks are left for encode. */
function resolve(value: unknown, caller: Caller, world: World): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith(MARK)) return value;
    if (value === JWT_MARK) return caller.token ?? DROP;
    if (value === AUTH_TYPE_MARK) return caller.authType;
    const [kind, a, b] = value.slice(1).split(':');
    if (kind === 'id') return world.ids[Number(a) % world.ids.length];
    if (kind === 'email') return world.emails[Number(a) % world.emails.length];
    if (kind === 'huge') return (b ?? '').repeat(Number(a));
    return value;
  }
  if (!isContainer(value)) return value;
  const out = (Array.isArray(value) ? [] : {}) as Record<string | number, unknown>;
  for (const [k, v] of Object.entries(value)) {
    const r = resolve(v, caller, world);
    if (r !== DROP) own(out, k, r);
  }
  return out;
}

const deepText = (kind: string, depth: number) =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function jsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  return text.replace(/"\uE000deep:(array|object):(\d+)"/g, (_, kind: string, depth: string) =>
    deepText(kind, Number(depth)),
  );
}

const asFormText = (v: unknown): string =>
  typeof v === 'string'
    ? v.startsWith(`${MARK}deep:`)
      ? deepText(v.split(':')[1]!, Number(v.split(':')[2]))
      : v
    : jsonText(v);

const fileOf = (f: FileValue) =>
  new File([new Uint8Array(f.bytes).fill(0x41)], f.name, f.type ? { type: f.type } : {});

function malformed(how: string, at: number, text: string): BodyInit {
  switch (how) {
    case 'truncate':
      return text.slice(0, text.length ? at % text.length : 0);
    case 'garbage':
      return `${text}}{"x":`;
    case 'empty':
      return '';
    case 'null':
      return 'null';
    case 'array':
      return `[${text}]`;
    case 'number':
      return '12345678901234567890';
    case 'string':
      return JSON.stringify(text);
    case 'open-brace':
      return '{';
    case 'trailing-comma':
      return text.endsWith('}') ? `${text.slice(0, -1)},}` : `${text},`;
    case 'single-quotes':
      return text.replace(/"/g, "'");
    case 'bom':
      return `\uFEFF${text}`;
    case 'latin1':
      return new Uint8Array([...text].map((c) => c.charCodeAt(0) & 0xff));
    case 'invalid-utf8':
      return new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x3a, 0x31, 0x7d]);
    case 'duplicate-jwt':
      return text.startsWith('{') ? `{"jwt":"x",${text.slice(1)}` : text;
    default:
      return text.startsWith('{') ? `{"__proto__":{"admin":true},${text.slice(1)}` : text;
  }
}

export type SentRequest = { url: string; init: RequestInit };

/** The HTTP request `r` makes for `caller` against the server at `base`. */
export function encode(
  base: string,
  target: ContractAction,
  r: FuzzRequest,
  caller: Caller,
  world: World,
): SentRequest {
  const body = resolve(r.body, caller, world);
  const url = new URL(`${base}${target.route.path}`);
  const headers: Record<string, string> = {};
  if (r.action.header !== undefined) headers.action = r.action.header;
  if (r.action.query !== undefined) url.searchParams.set('action', r.action.query);
  if (r.bearer && caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (r.apiKey !== undefined) headers['x-api-key'] = r.apiKey;
  const init: RequestInit = { method: r.method, headers };
  if (r.method === 'GET' || r.method === 'HEAD') {
    // The body's fields travel in the query, as getSheetId's do.
    if (isContainer(body))
      for (const [k, v] of Object.entries(body)) url.searchParams.append(k, asFormText(v));
    return { url: url.toString(), init };
  }
  if (r.encoding.kind === 'form') {
    const form = new FormData();
    if (isContainer(body)) {
      for (const [k, v] of Object.entries(body)) {
        if (isFileValue(v)) form.append(k, fileOf(v), v.name);
        else if (v !== undefined) form.append(k, asFormText(v));
      }
    } else form.append('body', asFormText(body));
    init.body = form;
  } else {
    const text = jsonText(body);
    if (r.encoding.kind === 'malformed') {
      headers['content-type'] = 'application/json';
      init.body = malformed(r.encoding.how, r.encoding.at, text);
    } else {
      if (r.encoding.contentType) headers['content-type'] = r.encoding.contentType;
      init.body = text;
    }
  }
  return { url: url.toString(), init };
}
