// Test support for the workspace containers' tests: their actors run against a fake client
// through the real shape mappers. Only *.test.ts files import this, so the api-client values
// never reach the browser bundle.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- test support only
import { workspaceMappers } from '@portal/api-client';
import type { ApiClient } from '@portal/api-client';
import type { WorkspaceCall } from '../app/api';

/** A `callWorkspace` that hands `api` (only the parts a test fakes) and the real mappers. */
export const fakeCall = (api: Partial<ApiClient>): WorkspaceCall =>
  ((call: (api: ApiClient, map: typeof workspaceMappers) => unknown) =>
    call(api as ApiClient, workspaceMappers)) as WorkspaceCall;
