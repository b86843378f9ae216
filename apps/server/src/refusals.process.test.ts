import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request as httpRequest } from 'node:http';
import { DOCUMENT_FILE_TOO_LARGE, REQUEST_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE } from '@portal/domain';
import { preparedPgliteDir } from './db/testing';
import {
  killServerProcesses,
  startServerProcess,
  PROCESS_TEST_TIMEOUT_MS,
  type Listening,
} from './test/process';

// The server runs as its own process here: a client in the server's own event loop never writes
// while the server closes, so it never meets the reset this is about.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

/** POSTs `body` whole with node:http (it writes every byte, whatever the server answers first). */
function postWhole(url: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': body.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

// A client that sends its whole body reads the refusal the server sent before the body's end:
// the server reads and drops the rest of the body for a while (a lingering close) rather than
// close a socket the client is still writing to, whose reset would lose the refusal (EPIPE).
describe('refusals that reach a client still sending (server process)', () => {
  let dir: Awaited<ReturnType<typeof preparedPgliteDir>>;
  let s: Listening;
  const ROUNDS = 10;
  const json = { 'content-type': 'application/json' };
  const bigLogin = Buffer.from(
    JSON.stringify({ authType: 'user', key: 'a@b.com', password: 'x'.repeat(5 * 1024 * 1024) }),
  );
  const formWith = (bytes: number, name = 'grande.pdf') => {
    const form = new FormData();
    form.set('jwt', 'not-a-token');
    form.set('authType', 'user');
    form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
    return form;
  };

  beforeAll(async () => {
    dir = await preparedPgliteDir('portal-refusals-');
    s = await startServerProcess({ DATA_DIR: dir.path }).listening;
  });
  afterAll(async () => {
    await killServerProcesses();
    dir?.remove();
  });

  it('fetch with a 5 MB JSON login: 413 in pt-BR every time', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const r = await fetch(`${s.api}/login`, { method: 'POST', headers: json, body: bigLogin });
      expect(r.status).toBe(413);
      expect(await r.json()).toMatchObject({ status: 'error', error: REQUEST_TOO_LARGE });
    }
  });

  it('fetch with an 11 MB upload: 413 in the upload limit words every time', async () => {
    const form = formWith(11 * 1024 * 1024 + 512 * 1024);
    for (let i = 0; i < ROUNDS; i++) {
      const r = await fetch(`${s.api}/documents?action=uploadDoc`, { method: 'POST', body: form });
      expect(r.status).toBe(413);
      expect(await r.json()).toMatchObject({ status: 'error', error: DOCUMENT_FILE_TOO_LARGE });
    }
  });

  it('fetch with a multipart login: 415 in pt-BR every time', async () => {
    const form = formWith(5 * 1024 * 1024);
    for (let i = 0; i < ROUNDS; i++) {
      const r = await fetch(`${s.api}/login`, { method: 'POST', body: form });
      expect(r.status).toBe(415);
      expect(await r.json()).toMatchObject({ status: 'error', error: UNSUPPORTED_MEDIA_TYPE });
    }
  });

  it('node:http writing a whole 5 MB login, or a 5 MB form to login: 413 and 415 every time', async () => {
    const form = new Response(formWith(5 * 1024 * 1024));
    const formType = form.headers.get('content-type')!;
    const formBytes = Buffer.from(await form.arrayBuffer());
    for (let i = 0; i < ROUNDS; i++) {
      const large = await postWhole(`${s.api}/login`, bigLogin, json);
      expect(large.status).toBe(413);
      expect(JSON.parse(large.text)).toMatchObject({ status: 'error', error: REQUEST_TOO_LARGE });
      const multipart = await postWhole(`${s.api}/login`, formBytes, { 'content-type': formType });
      expect(multipart.status).toBe(415);
      expect(JSON.parse(multipart.text)).toMatchObject({ error: UNSUPPORTED_MEDIA_TYPE });
    }
  });

  it('closes the connection of a body that never ends once the lingering has dropped its most', async () => {
    const req = httpRequest(`${s.api}/login`, { method: 'POST', headers: json });
    const status = new Promise<number>((resolve) =>
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }),
    );
    req.on('error', () => undefined);
    const closed = new Promise<void>((resolve) =>
      req.on('socket', (socket) => socket.on('close', () => resolve())),
    );
    // Chunked, endless: 64 KB whenever the socket takes more, until the server closes it.
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let open = true;
    void closed.then(() => (open = false));
    req.write('{"password":"');
    void (async () => {
      while (open) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r).once('close', r));
      }
    })();
    expect(await status).toBe(413);
    await closed;
  });
});
