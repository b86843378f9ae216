import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn } from './test-support';

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
