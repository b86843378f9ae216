// Test support for the workspace containers' tests: their actors run against a fake client
// through the real shape mappers. Only *.test.ts files import this, so the api-client values
// never reach the browser bundle.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- test support only
import { workspaceMappers } from '@portal/api-client';
import type { ApiClient } from '@portal/api-client';
import type { WorkspaceCall } from '../app/api';

/** The session a fake client reads unless a test gives its own: a person in one company. */
const companySession: ApiClient['readSession'] = () => ({
  jwt: 'jwt-fake',
  authType: 'user',
  businessId: '00000000-0000-4000-8000-000000006231',
});

/**
 * A `callWorkspace` that hands `api` (only the parts a test fakes, with a session to read: the
 * first loads are keyed by the company) and the real mappers.
 */
export const fakeCall = (api: Partial<ApiClient>): WorkspaceCall =>
  ((call: (api: ApiClient, map: typeof workspaceMappers) => unknown) =>
    call({ readSession: companySession, ...api } as ApiClient, workspaceMappers)) as WorkspaceCall;
