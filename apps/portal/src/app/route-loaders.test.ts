import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type * as ApiClientModule from '@portal/api-client';
import { createMemoryStorage, routes, type KeyValueStorage } from '@portal/domain';

// The real api-client over a fake server: what the browser would send is counted by path, so a
// read sent ahead of a screen and the screen's own first read can be told apart from one request.
const server = vi.hoisted(() => ({
  requests: [] as string[],
  storage: null as unknown as KeyValueStorage,
  reply: (path: string): unknown => {
    if (path.endsWith('/meetings/list')) {
      return [
        {
          id: '00000000-0000-4000-8000-000000000001',
          title: 'Planejamento',
          date: '2026-11-10',
          overview: 'Metas',
        },
      ];
    }
    return {};
  },
}));

vi.mock('./api-instance', async () => {
  const { createApiClient, preloadCache, workspaceMappers } =
    await vi.importActual<typeof ApiClientModule>('@portal/api-client');
  const storage: KeyValueStorage = {
    getItem: (key) => server.storage.getItem(key),
    setItem: (key, value) => server.storage.setItem(key, value),
    removeItem: (key) => server.storage.removeItem(key),
  };
  const api = createApiClient({
    baseUrl: 'http://api.test',
    storage,
    fetch: async (input) => {
      const path = new URL(input, 'http://api.test').pathname;
      server.requests.push(path);
      return new Response(JSON.stringify(server.reply(path)), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { api, preloadCache, workspaceMappers };
});
// The screens' own code is not what these tests are about.
vi.mock('../routes/MeetingsRoute', () => ({ MeetingsRoute: () => null }));
vi.mock('../routes/CompanyInfoRoute', () => ({ CompanyInfoRoute: () => null }));
vi.mock('../routes/TasksRoute', () => ({ TasksRoute: () => null }));

const { callWorkspace, clearApiCaches, loadApi } = await import('./api');
const { preloadRoute, screenAt, screenCode } = await import('./route-loaders');
const { meetingsListActors } = await import('../containers/useMeetingsList');

const signedIn = () =>
  createMemoryStorage({
    jwt_token: 'jwt-123',
    auth_type: 'user',
    user: JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@demo.com.br', role: 'ordinary' }),
    business: JSON.stringify({ id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' }),
  });

/** The meetings list's first load, as its machine runs it. */
const firstListLoad = () =>
  toPromise(
    createActor(meetingsListActors(callWorkspace).loadMeetings, {
      input: { force: false },
    }).start(),
  );

const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(async () => {
  server.requests = [];
  server.storage = signedIn();
  await loadApi();
  clearApiCaches();
});

describe('a route asked for ahead', () => {
  it("sends the screen's first read once: the screen's machine takes it", async () => {
    preloadRoute(routes.meetings, 'navigate');
    expect(await firstListLoad()).toHaveLength(1);
    expect(server.requests.filter((path) => path.endsWith('/meetings/list'))).toHaveLength(1);
  });

  it("loads the screen's code with its data", async () => {
    preloadRoute(routes.tasks, 'navigate');
    await settle();
    expect(screenCode.tasks.loaded()).toBeTypeOf('function');
  });

  it('reads nothing for a visitor who is not signed in (the code still comes)', async () => {
    server.storage = createMemoryStorage();
    preloadRoute(routes.meetings, 'navigate');
    await settle();
    expect(server.requests).toEqual([]);
    expect(screenCode.meetings.loaded()).toBeTypeOf('function');
  });

  it("reads nothing of a company's page while no company is chosen (an admin)", async () => {
    server.storage = createMemoryStorage({
      jwt_token: 'jwt-admin',
      auth_type: 'user',
      user: JSON.stringify({ id: 'a1', name: 'Admin', email: 'a@b.com.br', role: 'admin' }),
    });
    preloadRoute(routes.meetings, 'navigate');
    await settle();
    expect(server.requests).toEqual([]);
  });

  it('a link pointed at reads only what the client caches', async () => {
    preloadRoute(routes.info, 'intent');
    await settle();
    expect(server.requests).toEqual([]);
    expect(screenCode.info.loaded()).toBeTypeOf('function');
    preloadRoute(routes.meetings, 'intent');
    await settle();
    expect(server.requests.filter((path) => path.endsWith('/meetings/list'))).toHaveLength(1);
  });

  it('follows the route table: /dashboard is the meetings list', () => {
    expect(screenAt(routes.dashboard)?.route.screen).toBe('meetings');
    expect(screenAt(`${routes.meetings}?x=1`)?.route.screen).toBe('meetings');
    expect(screenAt('/nowhere')).toBeNull();
  });
});
