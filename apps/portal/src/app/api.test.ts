import { beforeEach, describe, expect, it, vi } from 'vitest';
import { success } from '@portal/api-client';
import { CONNECTION_ERROR } from '@portal/domain';

// A stand-in for ./api-instance that counts how often the chunk is loaded, and can fail to load
// like a chunk that went missing after a deploy.
const chunk = vi.hoisted(() => ({ loads: 0, fail: false, log: [] as string[] }));
const client = vi.hoisted(() => ({
  auth: {
    validateToken: async () => ({ ok: true as const, data: { valid: false as const } }),
    logout: async () => ({ ok: true as const, data: { status: 'success' as const } }),
  },
  clearCaches: () => void chunk.log.push('clearCaches'),
}));

// Each test starts from a page that has not loaded the client yet.
async function freshPage() {
  vi.resetModules();
  vi.doMock('./api-instance', () => {
    chunk.loads += 1;
    if (chunk.fail) throw new Error('chunk missing');
    return { api: client, workspaceMappers: {} };
  });
  return import('./api');
}

beforeEach(() => {
  chunk.loads = 0;
  chunk.fail = false;
  chunk.log = [];
});

describe('the lazily loaded API client', () => {
  it('is not loaded by clearing caches before any call (nothing was cached)', async () => {
    const { clearApiCaches, sessionApi } = await freshPage();
    clearApiCaches();
    sessionApi.clearCaches();
    await vi.dynamicImportSettled();
    expect(chunk.loads).toBe(0);
    expect(chunk.log).toEqual([]);
  });

  it('loads once for any number of calls and always hands out the same client', async () => {
    const { loadApi } = await freshPage();
    const [a, b] = await Promise.all([loadApi(), loadApi()]);
    const c = await loadApi();
    expect(chunk.loads).toBe(1);
    expect(a).toBe(client);
    expect(b).toBe(client);
    expect(c).toBe(client);
  });

  it('gives the session actor the loaded client: validate, logout, then cleared caches', async () => {
    const { sessionApi } = await freshPage();
    expect(await sessionApi.validateToken({ jwt: 'j', authType: 'user' })).toEqual(
      success({ valid: false }),
    );
    expect(await sessionApi.logout()).toEqual(success({ status: 'success' }));
    sessionApi.clearCaches();
    expect(chunk.loads).toBe(1);
    expect(chunk.log).toEqual(['clearCaches']);
  });

  it('reads a client that cannot be loaded as no answer, and tries again on the next call', async () => {
    const { callApi } = await freshPage();
    chunk.fail = true;
    const failed = await callApi((api) => api.auth.logout());
    expect(failed).toMatchObject({ ok: false, reason: 'network', message: CONNECTION_ERROR });
    chunk.fail = false;
    expect(await callApi((api) => api.auth.logout())).toEqual(success({ status: 'success' }));
    expect(chunk.loads).toBe(2);
  });

  it('starts a call on a loaded client in the same task, so its request leaves before any render', async () => {
    const { callApi, callWorkspace } = await freshPage();
    await callApi((api) => api.auth.logout());
    const started: string[] = [];
    const answer = callApi((api) => {
      started.push('api');
      return api.auth.logout();
    });
    const workspace = callWorkspace((api) => {
      started.push('workspace');
      return api.auth.logout();
    });
    expect(started).toEqual(['api', 'workspace']);
    expect(await answer).toEqual(success({ status: 'success' }));
    expect(await workspace).toEqual(success({ status: 'success' }));
  });
});
