import { describe, expect, it } from 'vitest';
import {
  ADMIN_AUTH_MISSING,
  COMPANY_DATA_EXPORT_FAILED,
  createMemoryStorage,
  FORBIDDEN_ACTION,
  PERSONAL_DATA_EXPORT_FAILED,
  PERSONAL_DATA_PERSONS_ONLY,
} from '@portal/domain';
import { createApiClient } from '.';
import { recordingFetch, signedInClient } from './test-support';

const COMPANY = '00000000-0000-4000-8000-000000006299';
const zip = (name: string) => ({
  file: {
    bytes: 'PK\u0003\u0004',
    type: 'application/zip',
    disposition: `attachment; filename=${name}`,
  },
});

describe('data exports: company', () => {
  it("sends the company's id with the admin's session, answers the zip and its name", async () => {
    const { api, calls } = signedInClient(zip('padaria-dados-2026-11-20.zip'));
    const result = await api.dataExports.company(COMPANY);
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/admin/business/export');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['action']).toBeUndefined();
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user', businessId: COMPANY });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.fileName).toBe('padaria-dados-2026-11-20.zip');
    expect(await result.data.blob.text()).toBe('PK\u0003\u0004');
  });

  it("says the server's refusal, our text for any other failure, the admin's for no session", async () => {
    const { api } = signedInClient(
      {
        status: 403,
        body: { status: 'error', error: FORBIDDEN_ACTION, message: FORBIDDEN_ACTION },
      },
      new TypeError('Failed to fetch'),
    );
    const refused = await api.dataExports.company(COMPANY);
    expect(refused.ok || refused.message).toBe(FORBIDDEN_ACTION);
    const failed = await api.dataExports.company(COMPANY);
    expect(failed.ok || failed.message).toBe(COMPANY_DATA_EXPORT_FAILED);

    const { fetch, calls } = recordingFetch(zip('x.zip'));
    const signedOut = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    const missing = await signedOut.dataExports.company(COMPANY);
    expect(missing.ok || missing.message).toBe(ADMIN_AUTH_MISSING);
    expect(calls).toEqual([]);
  });
});

describe('data exports: personal', () => {
  it('sends the session alone: the person is whoever the token names', async () => {
    const { api, calls } = signedInClient(zip('meus-dados-ana-2026-11-20.zip'));
    const result = await api.dataExports.personal();
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/profile/export');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user' });
    expect(result.ok && result.data.fileName).toBe('meus-dados-ana-2026-11-20.zip');
  });

  it("says the server's refusal (a business account), our text for any other failure", async () => {
    const { api } = signedInClient(
      {
        status: 403,
        body: {
          status: 'error',
          error: PERSONAL_DATA_PERSONS_ONLY,
          message: PERSONAL_DATA_PERSONS_ONLY,
        },
      },
      new TypeError('Failed to fetch'),
    );
    const refused = await api.dataExports.personal();
    expect(refused.ok || refused.message).toBe(PERSONAL_DATA_PERSONS_ONLY);
    const failed = await api.dataExports.personal();
    expect(failed.ok || failed.message).toBe(PERSONAL_DATA_EXPORT_FAILED);
  });
});
