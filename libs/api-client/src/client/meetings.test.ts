import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn } from './test-support';

describe('cached lists', () => {
  it('a failed load is not cached, and forced refresh fetches again', async () => {
    const { fetch, calls } = recordingFetch({ status: 500 }, { body: [] }, { body: [] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.meetings.getAll()).toMatchObject({
      ok: false,
      message: 'Falha ao carregar reuniões. Por favor, tente novamente.',
    });
    expect(await client.meetings.getAll()).toEqual({ ok: true, data: [] });
    await client.meetings.getAll({ force: true });
    expect(calls).toHaveLength(3);
  });
});

describe('importing a meeting (the ingestion route)', () => {
  const businessId = '00000000-0000-4000-8000-000000006231';
  const meeting = { businessId, title: 'Reunião de outubro', date: '2026-10-14T13:00:00Z' };
  const reply = {
    status: 'success',
    meeting: {
      id: '00000000-0000-4000-8000-000000009001',
      title: meeting.title,
      date: meeting.date,
    },
    tasksCreated: 0,
  };

  it("sends the admin's token as Bearer and the file's text, never the session fields", async () => {
    const { fetch, calls } = recordingFetch({ body: [] }, { body: reply }, { body: [] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.meetings.getAll();
    const file = new Blob(['WEBVTT\n\n00:00.000 --> 00:02.000\n<v Ana>Bom dia'], {
      type: 'text/vtt',
    });
    expect(await client.meetings.ingest({ ...meeting, transcript: file })).toEqual({
      ok: true,
      data: reply,
    });
    const sent = calls[1]!;
    expect(sent.url.pathname).toBe('/webhook/portal/meetings/ingest');
    expect(sent.headers['authorization']).toBe('Bearer jwt-123');
    expect(sent.json).toEqual({
      ...meeting,
      transcript: 'WEBVTT\n\n00:00.000 --> 00:02.000\n<v Ana>Bom dia',
    });
    // The company's cached meetings are fetched again.
    await client.meetings.getAll();
    expect(calls).toHaveLength(3);
  });

  it("shows the server's refusal, else the import's own text; no token is no call", async () => {
    const refusal = 'Linha 3: tempo inválido.';
    const { fetch, calls } = recordingFetch(
      { status: 400, body: { status: 'error', error: refusal, message: refusal } },
      { status: 500, body: 'boom' },
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const input = { ...meeting, transcript: 'x' };
    expect(await client.meetings.ingest(input)).toMatchObject({ ok: false, message: refusal });
    expect(await client.meetings.ingest(input)).toMatchObject({
      ok: false,
      message: 'Falha ao importar a reunião. Por favor, tente novamente.',
    });
    const signedOut = createApiClient({
      baseUrl: '',
      storage: signedIn({ jwt_token: '' }),
      fetch,
    });
    expect(await signedOut.meetings.ingest(input)).toMatchObject({
      ok: false,
      reason: 'missing-session',
      message: 'Missing authentication data',
    });
    expect(calls).toHaveLength(2);
  });
});
