import { DOCUMENTS_CHANGE_FAILED, DOCUMENTS_LOAD_FAILED } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn, signedInClient, signedInXhrClient } from './test-support';

describe('session fields and action placement', () => {
  it('documents put the action in the query and the business in the body', async () => {
    const { fetch, calls } = recordingFetch({ body: [{ status: 'success' }] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.documents.createFolder({ name: 'Contratos', description: '', parentId: null });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/documents');
    expect(calls[0]?.url.searchParams.get('action')).toBe('createFolder');
    expect(calls[0]?.headers['action']).toBeUndefined();
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
      name: 'Contratos',
      description: '',
      parentId: null,
    });
  });

  it('uploadDoc is multipart with the file, and leaves a root parentId out', async () => {
    const { fetch, calls } = recordingFetch({ body: [{ status: 'success' }] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.documents.uploadDoc({
      file: new Blob(['%PDF']),
      name: 'Contrato',
      parentId: null,
    });
    expect(calls[0]?.url.searchParams.get('action')).toBe('uploadDoc');
    expect(Object.keys(calls[0]?.form ?? {}).sort()).toEqual([
      'authType',
      'business',
      'file',
      'jwt',
      'name',
    ]);
  });
});

const uploadInput = () => ({
  file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  name: 'Contrato',
  parentId: 'Contratos',
});
const refusal = (message: string) => ({ status: 'error', error: message, message });
const createdItem = {
  id: '00000000-0000-4000-8000-000000000d01',
  type: 'uploadedFile',
  name: 'Contrato',
  parentId: 'Contratos',
  file_url: '/files/contrato.pdf',
  file_type: 'application/pdf',
  file_size: 8,
};

describe('documents: the item each change names', () => {
  it('move, rename and delete send the item’s id and its folder beside its name', async () => {
    const { api, calls } = signedInClient({ body: [{ status: 'success' }] });
    const id = '00000000-0000-4000-8000-000000000d01';
    await api.documents.moveDocument({
      documentName: 'Contrato',
      id,
      currentParentId: null,
      newParentId: 'Contratos',
    });
    await api.documents.rename({
      oldName: 'Contrato',
      newName: 'Contrato social',
      type: 'uploadedFile',
      id,
      parentId: 'Contratos',
    });
    await api.documents.delete({ name: 'Contrato social', id, parentId: 'Contratos' });
    const session = { jwt: 'jwt-123', authType: 'user', business: expect.any(String) };
    expect(calls.map((c) => [c.url.searchParams.get('action'), c.json])).toEqual([
      [
        'moveDocument',
        {
          ...session,
          documentName: 'Contrato',
          id,
          currentParentId: null,
          newParentId: 'Contratos',
        },
      ],
      [
        'rename',
        {
          ...session,
          oldName: 'Contrato',
          newName: 'Contrato social',
          type: 'uploadedFile',
          id,
          parentId: 'Contratos',
        },
      ],
      ['delete', { ...session, name: 'Contrato social', id, parentId: 'Contratos' }],
    ]);
  });
});

describe('documents: failures and the cache', () => {
  it('a refusal shows the server’s text; any other failure the product’s change text', async () => {
    const { api } = signedInClient(
      { status: 409, body: refusal('Pastas não podem ser movidas.') },
      { status: 500, body: '' },
      new Error('offline'),
    );
    const move = () =>
      api.documents.moveDocument({
        documentName: 'Contratos',
        id: 'Contratos',
        currentParentId: null,
        newParentId: null,
      });
    expect(await move()).toMatchObject({
      ok: false,
      reason: 'http',
      status: 409,
      message: 'Pastas não podem ser movidas.',
    });
    expect(await move()).toMatchObject({ reason: 'http', message: DOCUMENTS_CHANGE_FAILED });
    expect(await move()).toMatchObject({ reason: 'network', message: DOCUMENTS_CHANGE_FAILED });
  });

  it('a failed load says the product’s text and is not kept', async () => {
    const { api, calls } = signedInClient(
      { status: 500, body: '' },
      { body: [{ status: 'success' }] },
    );
    expect(await api.documents.getAll()).toMatchObject({
      ok: false,
      message: DOCUMENTS_LOAD_FAILED,
    });
    // `[{ status: 'success' }]` is an empty library.
    expect(await api.documents.getAll()).toEqual({ ok: true, data: [] });
    await api.documents.getAll();
    expect(calls).toHaveLength(2);
  });

  it('the library is kept 5 minutes; a change makes the next load fetch again', async () => {
    const { api, calls } = signedInClient(
      { body: [createdItem] },
      { body: [{ status: 'success' }] },
      { body: [] },
    );
    await api.documents.getAll();
    await api.documents.getAll();
    expect(calls).toHaveLength(1);
    await api.documents.delete({ name: 'Contrato', id: createdItem.id, parentId: 'Contratos' });
    expect(await api.documents.getAll()).toEqual({ ok: true, data: [] });
    expect(calls).toHaveLength(3);
  });
});

describe('documents: uploadDoc with real progress', () => {
  it('sends the multipart form through XMLHttpRequest and reports the bytes sent', async () => {
    const { api, calls, made } = signedInXhrClient({ body: [createdItem] });
    const progress: [number, number][] = [];
    const result = api.documents.uploadDoc(uploadInput(), {
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    const xhr = made[0]!;
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url, 'http://api.test').pathname).toBe('/webhook/portal/documents');
    expect(new URL(xhr.url, 'http://api.test').searchParams.get('action')).toBe('uploadDoc');
    expect(Object.keys(xhr.form ?? {}).sort()).toEqual([
      'authType',
      'business',
      'file',
      'jwt',
      'name',
      'parentId',
    ]);
    expect(xhr.form?.['parentId']).toBe('Contratos');
    xhr.progress(4, 8);
    xhr.progress(8, 8);
    xhr.respond(200, createdItem);
    expect(await result).toEqual({ ok: true, data: createdItem });
    expect(progress).toEqual([
      [4, 8],
      [8, 8],
    ]);
    // Nothing went through fetch; the next load does, the upload having changed the library.
    expect(calls).toHaveLength(0);
    await api.documents.getAll();
    expect(calls).toHaveLength(1);
  });

  it('an abort stops the request and answers "cancelled"', async () => {
    const { api, made } = signedInXhrClient();
    const controller = new AbortController();
    const result = api.documents.uploadDoc(uploadInput(), {
      onProgress: () => undefined,
      signal: controller.signal,
    });
    made[0]?.progress(2, 8);
    controller.abort();
    expect(made[0]?.aborted).toBe(true);
    expect(await result).toMatchObject({ ok: false, reason: 'cancelled', status: null });
  });

  it('an upload aborted before it starts sends nothing', async () => {
    const { api, made, calls } = signedInXhrClient();
    const controller = new AbortController();
    controller.abort();
    const result = await api.documents.uploadDoc(uploadInput(), {
      onProgress: () => undefined,
      signal: controller.signal,
    });
    expect(result).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(made).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('no answer is a network failure; a refusal shows the server’s pt-BR text', async () => {
    const { api, made } = signedInXhrClient();
    const upload = () => api.documents.uploadDoc(uploadInput(), { onProgress: () => undefined });
    const offline = upload();
    made[0]?.fail();
    expect(await offline).toMatchObject({ reason: 'network', message: DOCUMENTS_CHANGE_FAILED });
    const refused = upload();
    made[1]?.respond(400, refusal('File size exceeds 10MB limit'));
    expect(await refused).toMatchObject({
      reason: 'http',
      status: 400,
      message: 'File size exceeds 10MB limit',
      serverMessage: 'File size exceeds 10MB limit',
    });
    const odd = upload();
    made[2]?.respond(200, { unexpected: true });
    expect(await odd).toMatchObject({ reason: 'invalid-reply', message: DOCUMENTS_CHANGE_FAILED });
  });

  it('without a progress listener it goes through fetch, which an abort also stops', async () => {
    const { api, made, calls } = signedInXhrClient({ body: [{ status: 'success' }] });
    expect(await api.documents.uploadDoc(uploadInput())).toMatchObject({ ok: true });
    expect(made).toHaveLength(0);
    expect(calls).toHaveLength(1);
    const controller = new AbortController();
    controller.abort();
    const aborting: typeof fetch = async (_input, init) => {
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response('[]');
    };
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch: aborting });
    expect(
      await client.documents.uploadDoc(uploadInput(), { signal: controller.signal }),
    ).toMatchObject({ ok: false, reason: 'cancelled' });
  });
});
