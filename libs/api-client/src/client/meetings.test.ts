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

describe('the light list and one meeting (meetings/list, meetings/get)', () => {
  const business = '00000000-0000-4000-8000-000000006231';
  const id = '00000000-0000-4000-8000-000000009001';
  const summary = {
    id,
    title: 'Revisão do DRE',
    date: '2026-03-05T13:00:00.000Z',
    overview: 'Margem em queda',
  };
  const whole = {
    ...summary,
    notes: '**Decisão**',
    tasks_added: [{ title: 'Rever custos', task: '' }],
    transcript: JSON.stringify([{ speaker: 'Paula', text: 'Bom dia', minutes: 0 }]),
  };

  it('lists with the session fields only, caches 5 minutes, and a retry reads again', async () => {
    const { fetch, calls } = recordingFetch({ body: [summary] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(client.meetings.peekSummary(id)).toBeNull();
    expect(await client.meetings.list()).toEqual({ ok: true, data: [summary] });
    expect(calls[0]!.url.pathname).toBe('/webhook/portal/meetings/list');
    expect(calls[0]!.json).toEqual({ jwt: 'jwt-123', authType: 'user', business });
    await client.meetings.list();
    expect(calls).toHaveLength(1);
    // What a meeting opened from the list can show at once.
    expect(client.meetings.peekSummary(id)).toEqual(summary);
    expect(client.meetings.peekSummary('00000000-0000-4000-8000-000000000000')).toBeNull();
    await client.meetings.list({ force: true });
    expect(calls).toHaveLength(2);
  });

  it("shows 'Falha ao carregar reuniões...' when the list fails, and does not keep it", async () => {
    const { fetch, calls } = recordingFetch({ status: 500, body: 'x' }, { body: [] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.meetings.list()).toMatchObject({
      ok: false,
      message: 'Falha ao carregar reuniões. Por favor, tente novamente.',
    });
    expect(await client.meetings.list()).toEqual({ ok: true, data: [] });
    expect(calls).toHaveLength(2);
  });

  it('asks for one meeting by id when it is opened, once in 5 minutes', async () => {
    const { fetch, calls } = recordingFetch({ body: whole });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.meetings.getById(id)).toEqual({ ok: true, data: whole });
    expect(calls[0]!.url.pathname).toBe('/webhook/portal/meetings/get');
    expect(calls[0]!.json).toEqual({ jwt: 'jwt-123', authType: 'user', business, meetingId: id });
    await client.meetings.getById(id);
    expect(calls).toHaveLength(1);
  });

  it("asks again after a task changed: an opened meeting's 'Plano de ação' shows the board as it is", async () => {
    const { fetch, calls } = recordingFetch(
      { body: whole },
      { body: { status: 'success' } },
      { body: whole },
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.meetings.getById(id);
    await client.tasks.delete('7c6b5a49-3827-4165-8f4e-3d2c1b0a9f8e');
    await client.meetings.getById(id);
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/webhook/portal/meetings/get',
      '/webhook/portal/tasks',
      '/webhook/portal/meetings/get',
    ]);
  });

  it("reads the server's 404 as 'Reunião não encontrada' (rejected), any other failure as the load text", async () => {
    const notFound = { status: 'error', error: 'Reunião não encontrada', message: 'x' };
    const { fetch, calls } = recordingFetch(
      { status: 404, body: notFound },
      { status: 403, body: { status: 'error', error: 'Sem acesso', message: 'Sem acesso' } },
      { status: 200, body: { id } },
      new Error('offline'),
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const ids = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000900${n}`);
    expect(await client.meetings.getById(ids[0]!)).toMatchObject({
      ok: false,
      reason: 'rejected',
      status: 404,
      message: 'Reunião não encontrada',
    });
    for (const other of ids.slice(1)) {
      expect(await client.meetings.getById(other)).toMatchObject({
        ok: false,
        message: 'Falha ao carregar detalhes da reunião',
      });
    }
    // Failures are not kept: the first id is asked again.
    await client.meetings.getById(ids[0]!);
    expect(calls).toHaveLength(5);
    const signedOut = createApiClient({ baseUrl: '', storage: signedIn({ jwt_token: '' }), fetch });
    expect(await signedOut.meetings.getById(id)).toMatchObject({
      ok: false,
      reason: 'missing-session',
    });
    expect(calls).toHaveLength(5);
  });

  it('an import drops the cached light list of that company', async () => {
    const reply = {
      status: 'success',
      meeting: { id, title: summary.title, date: summary.date },
      tasksCreated: 0,
    };
    const { fetch, calls } = recordingFetch({ body: [] }, { body: reply }, { body: [summary] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.meetings.list();
    await client.meetings.ingest({
      businessId: business,
      title: summary.title,
      date: summary.date,
      transcript: 'WEBVTT',
    });
    expect(await client.meetings.list()).toEqual({ ok: true, data: [summary] });
    expect(calls).toHaveLength(3);
  });
});
