import { describe, expect, it } from 'vitest';
import { TASK_PEOPLE_LOAD_FAILED } from '@portal/domain';
import { createApiClient } from '.';
import { recordingFetch, signedIn, task } from './test-support';

describe('session fields and action placement', () => {
  it('updateOrder names each task without its description, so long boards fit the body limit', async () => {
    const { fetch, calls } = recordingFetch({ body: { status: 'success' } });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const long = { ...task, task: 'x'.repeat(10_000) };
    const result = await client.tasks.updateOrder([
      long,
      { ...task, id: `${task.id.slice(0, -1)}2` },
    ]);
    expect(result.ok).toBe(true);
    expect(calls[0]?.headers['action']).toBe('updateOrder');
    const sent = calls[0]?.json?.['tasks'] as Record<string, unknown>[];
    expect(sent).toHaveLength(2);
    for (const item of sent) expect(item).not.toHaveProperty('task');
    expect(sent[0]).toEqual({
      id: task.id,
      title: 'Revisar DRE',
      status: 'Not started',
      created_at: '2026-11-01T10:00:00Z',
      completed_at: null,
      from_meeting: null,
    });
  });
});

describe('people', () => {
  it("asks for the business's people with the session, and says so in pt-BR when it cannot", async () => {
    const rita = { id: '7c6b5a49-3827-4165-8f4e-3d2c1b0a9f8e', name: 'Rita' };
    const { fetch, calls } = recordingFetch({ body: [rita] }, { status: 500, body: {} });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.tasks.people()).toEqual({ ok: true, data: [rita] });
    expect(calls[0]?.headers['action']).toBe('people');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
    });
    const failed = await client.tasks.people();
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.message).toBe(TASK_PEOPLE_LOAD_FAILED);
  });
});

describe('cached lists', () => {
  it('concurrent task loads share one request; a change makes the next load fetch again', async () => {
    const { fetch, calls } = recordingFetch(
      { body: [task] },
      { body: { status: 'success' } },
      { body: [task] },
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const [a, b] = await Promise.all([client.tasks.getAll(), client.tasks.getAll()]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['action']).toBe('getAll');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
    });
    await client.tasks.getAll();
    expect(calls).toHaveLength(1);
    await client.tasks.create(task);
    expect(calls[1]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
      task,
    });
    await client.tasks.getAll();
    expect(calls).toHaveLength(3);
  });
});
