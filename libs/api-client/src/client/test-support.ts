// Test support of the client's tests (only *.test.ts import it): a fetch that records the
// requests the client builds, and the session and replies they share.
import { createMemoryStorage } from '@portal/domain';
import type { FetchLike } from '../transport';
import { createApiClient } from '.';

export type Recorded = {
  url: URL;
  method: string;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
  json?: Record<string, unknown>;
  form?: Record<string, string | Blob>;
};
/** A JSON body, or a file's bytes with its type and Content-Disposition. */
export type Reply =
  | {
      status?: number;
      body?: unknown;
      headers?: Record<string, string>;
      file?: { bytes: string; type: string; disposition?: string };
    }
  | Error;

/** A fetch that records each request the client builds and answers from a script. */
export const recordingFetch = (...replies: Reply[]) => {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (input, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const call: Recorded = {
      url: new URL(input, 'http://api.test'),
      method: init.method ?? 'GET',
      headers,
      ...(init.credentials && { credentials: init.credentials }),
    };
    if (typeof init.body === 'string') call.json = JSON.parse(init.body) as Record<string, unknown>;
    if (init.body instanceof FormData) {
      call.form = {};
      for (const [key, value] of init.body.entries()) call.form[key] = value;
    }
    calls.push(call);
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply instanceof Error) throw reply;
    if (reply?.file) {
      const { bytes, type, disposition } = reply.file;
      return new Response(bytes, {
        status: reply.status ?? 200,
        headers: {
          'content-type': type,
          ...(disposition ? { 'content-disposition': disposition } : {}),
        },
      });
    }
    return new Response(reply?.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply?.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply?.headers },
    });
  };
  return { fetch, calls };
};

export const signedIn = (extra: Record<string, string> = {}) =>
  createMemoryStorage({
    jwt_token: 'jwt-123',
    auth_type: 'user',
    user: JSON.stringify({
      id: '00000000-0000-4000-8000-000000007531',
      name: 'Ana',
      email: 'ana@demo.com.br',
      role: 'ordinary',
    }),
    business: JSON.stringify({ id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' }),
    ...extra,
  });

/** A client signed in as Ana whose requests are recorded and answered with `replies`. */
export const signedInClient = (...replies: Reply[]) => {
  const { fetch, calls } = recordingFetch(...replies);
  return { api: createApiClient({ baseUrl: '', storage: signedIn(), fetch }), calls };
};

export const profile = {
  name: 'Ana',
  email: 'ana@demo.com.br',
  phone_number: null,
  knowledge_base: null,
  profile_picture: null,
};
export const loginReply = {
  status: 'success',
  jwt_token: 'novo-jwt',
  auth_type: 'user',
  business: { id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' },
  user: {
    id: '00000000-0000-4000-8000-000000007531',
    name: 'Ana',
    email: 'ana@demo.com.br',
    role: 'ordinary',
  },
};
/** A company as myBusiness get answers it (one element of the list). */
export const businessReply = {
  id: '00000000-0000-4000-8000-0000000062aa',
  name: 'Flor de Lis Floricultura',
  logo: null,
  website: null,
  niche: 'Flores',
  knowledge_base: null,
  custom_questions: [],
  meta_faturamento: null,
  username_instagram: null,
  managed_by: null,
  created_at: '2026-01-01',
  lastDRE: null,
  access_users: [],
};
export const task = {
  id: '00000000-0000-4000-8000-000000007431',
  title: 'Revisar DRE',
  task: 'Conferir custos',
  status: 'Not started' as const,
  created_at: '2026-11-01T10:00:00Z',
  completed_at: null,
  from_meeting: null,
};

/**
 * A stand-in for the browser's XMLHttpRequest, driven by the test: `progress` as the browser
 * reports bytes sent, then `respond`, `fail` (no answer) or nothing (until aborted).
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  form: Record<string, string | Blob> | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    if (body instanceof FormData) this.form = Object.fromEntries(body.entries());
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total });
  }
  /** The answer's headers (lower-case names), as getResponseHeader reads them. */
  responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

/** A client signed in as Ana whose progress-reporting calls go through FakeXhrs (in `made`). */
export const signedInXhrClient = (...replies: Reply[]) => {
  const { fetch, calls } = recordingFetch(...replies);
  const made: FakeXhr[] = [];
  const xhr = () => {
    const fake = new FakeXhr();
    made.push(fake);
    return fake as unknown as XMLHttpRequest;
  };
  return { api: createApiClient({ baseUrl: '', storage: signedIn(), fetch, xhr }), calls, made };
};
