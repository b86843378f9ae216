import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { sweepOrphanFiles } from './housekeeping/orphan-files';
import { openConfiguredStorage, type ConfiguredStorage } from './storage';
import { startLocalS3, type LocalS3 } from './storage/testing';
import { createPeople, signInAll, type People, type SignedIn } from './test/fixtures';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { PNG, pdf } from './test/upload-files';

// The server with STORAGE_URL pointing at an S3-compatible store (s3rver, started
// here): documents, their signed links, logos, the orphan sweep and a company's delete work as
// on the local disk, and nothing of them lands in DATA_DIR.

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.stop();
});

describe.each(BACKENDS)('files in an S3 bucket (%s)', (backend) => {
  let s: TestServer;
  let files: ConfiguredStorage;
  let people: People;
  let tokens: Map<SignedIn, string>;

  beforeAll(async () => {
    // What an operator sets: STORAGE_URL and the AWS variables, read by the server's config.
    const config = loadConfig({ ...s3.env(`http-${backend}`), DATA_DIR: '/nao-usada' });
    files = openConfiguredStorage(config);
    await files.probe();
    s = await startServer(backend, { storage: files.storage });
    people = await createPeople(s.handle.db);
    tokens = await signInAll(s, people);
  });
  afterAll(async () => {
    await s?.close();
    files?.close();
  });

  const keysIn = async (prefix: string) => (await files.storage.list(prefix)).map((f) => f.key);
  const form = (fields: Record<string, string>, name: string, file: Blob, fileName: string) => {
    const body = new FormData();
    body.set('jwt', tokens.get('user')!);
    body.set('authType', 'user');
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    body.set(name, file, fileName);
    return body;
  };
  const upload = async (bytes: Uint8Array, name: string) => {
    const body = form(
      { business: people.businessA.id, name, parentId: '' },
      'file',
      new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      `${name}.pdf`,
    );
    const res = await fetch(`${s.api}/documents?action=uploadDoc`, { method: 'POST', body });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; file_url: string };
  };

  it('stores an upload in the bucket and serves it back by its signed link, byte for byte', async () => {
    const bytes = pdf('Contrato no bucket');
    const item = await upload(bytes, 'Contrato');
    const [key] = await keysIn('documents');
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(join(s.dataDir, 'files'))).toBe(false);

    const res = await fetch(new URL(item.file_url, s.base));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    // A deleted document's file leaves the bucket, and its link names nothing any more.
    const del = await s.post('/documents?action=delete', {
      jwt: tokens.get('user'),
      authType: 'user',
      business: people.businessA.id,
      name: 'Contrato',
      id: item.id,
    });
    expect(del.status).toBe(200);
    expect(await keysIn('documents')).toEqual([]);
    expect((await fetch(new URL(item.file_url, s.base))).status).toBe(404);
  });

  it('keeps a company logo in the bucket and serves it', async () => {
    const body = form(
      {
        businessId: people.businessA.id,
        website: 'https://alfa.com.br',
        niche: 'Varejo',
        knowledge_base: 'Loja de bairro.',
        meta_faturamento: '150000',
        username_instagram: '@alfa',
      },
      'logo',
      new Blob([PNG], { type: 'image/png' }),
      'logo.png',
    );
    const res = await fetch(`${s.api}/myBusiness`, {
      method: 'POST',
      headers: { action: 'update' },
      body,
    });
    expect(res.status).toBe(200);
    const logo = ((await res.json()) as { business: { logo: string } }).business.logo;
    expect(await keysIn('logos')).toEqual([logo.split('/files/')[1]]);
    const served = await fetch(new URL(logo, s.base));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
  });

  it('sweeps from the bucket the document files no row names, and only those', async () => {
    const kept = await upload(pdf('Fica'), 'Fica');
    await files.storage.put('documents/sobra.pdf', pdf('Sobra'), 'application/pdf');
    const [named] = (await keysIn('documents')).filter((k) => k !== 'documents/sobra.pdf');
    // Two hours on, both are past the sweep's grace period.
    const removed = await sweepOrphanFiles(
      s.handle.db,
      files.storage,
      new Date(Date.now() + 2 * 3600_000),
    );
    expect(removed).toBe(1);
    expect(await keysIn('documents')).toEqual([named]);
    expect((await fetch(new URL(kept.file_url, s.base))).status).toBe(200);
  });

  it('takes a deleted company’s logo and documents out of the bucket', async () => {
    expect((await keysIn('logos')).length).toBe(1);
    expect((await keysIn('documents')).length).toBe(1);
    const deleted = await s.post(
      '/admin/business',
      { jwt: tokens.get('admin'), authType: 'user', businessId: people.businessA.id },
      { action: 'delete' },
    );
    expect(deleted.status).toBe(200);
    expect(await keysIn('logos')).toEqual([]);
    expect(await keysIn('documents')).toEqual([]);
  });
});
