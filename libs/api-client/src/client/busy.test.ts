import { describe, expect, it } from 'vitest';
import { SERVER_BUSY } from '@portal/domain';
import { createApiClient } from '.';
import { recordingFetch, signedIn, task } from './test-support';

// The server's admission control answers 503 with Retry-After before reading a request it could
// not start: the client sends it again after the time asked for, at most twice.
const busy = { status: 503, body: { error: SERVER_BUSY }, headers: { 'retry-after': '1' } };

const clientWith = (...replies: Parameters<typeof recordingFetch>) => {
  const { fetch, calls } = recordingFetch(...replies);
  const waits: number[] = [];
  const client = createApiClient({
    baseUrl: '',
    storage: signedIn(),
    fetch,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { client, calls, waits };
};

describe('a busy server', () => {
  it('sends the same request again after Retry-After and answers its data', async () => {
    const { client, calls, waits } = clientWith(busy, { body: [task] });
    const result = await client.tasks.getAll();
    expect(result.ok && result.data.map((t) => t.id)).toEqual([task.id]);
    expect(waits).toEqual([1000]);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.json).toEqual(calls[0]?.json);
    expect(calls[1]?.headers['action']).toBe('getAll');
  });

  it('gives up after two more tries with the call’s own message', async () => {
    const { client, calls, waits } = clientWith(busy);
    const result = await client.tasks.getAll();
    expect(result.ok).toBe(false);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('does not send again a 503 without Retry-After, nor any other refusal', async () => {
    const plain = clientWith({ status: 503, body: { error: 'fora do ar' } });
    expect((await plain.client.tasks.getAll()).ok).toBe(false);
    expect(plain.calls).toHaveLength(1);
    const refused = clientWith({
      status: 429,
      body: { error: 'x' },
      headers: { 'retry-after': '1' },
    });
    expect((await refused.client.tasks.getAll()).ok).toBe(false);
    expect(refused.calls).toHaveLength(1);
  });

  it('never waits longer than 3 s for one try, whatever the server asks', async () => {
    const { client, waits } = clientWith(
      { ...busy, headers: { 'retry-after': '120' } },
      { body: [task] },
    );
    expect((await client.tasks.getAll()).ok).toBe(true);
    expect(waits).toEqual([3000]);
  });
});
