import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { failure, success, type ApiClient, type ApiResult, type Meeting } from '@portal/api-client';
import { meetingMachine, selectMeetingView } from '@portal/domain';
import { meetingDetailViewProps } from '@portal/ui';
import { fakeCall } from './fake-workspace-call';
import { meetingActors, meetingOrNotFound } from './useMeeting';
import { meetingsListActors } from './useMeetingsList';
import { meetingsListMachine } from '@portal/domain';

const ID = '0b7f6f2e-4a39-4a8e-9d51-2f1c3b0e8a11';
const serverMeeting: Meeting = {
  id: ID,
  title: 'Planejamento trimestral',
  date: '2026-03-02T14:00:00.000Z',
  overview: 'Metas do trimestre',
  notes: null,
  tasks_added: null,
  transcript: JSON.stringify([{ speaker: 'Ana', text: 'Bom dia', minutes: 0.5 }]),
};

const notFound = failure('rejected', 'Reunião não encontrada');
const authMissing = failure('missing-session', 'Dados de autenticação ausentes');

async function runMeeting(getById: ApiClient['meetings']['getById']) {
  const peekSummary = () => null;
  const actor = createActor(
    meetingMachine.provide({
      actors: meetingActors(
        fakeCall({ meetings: { getById, peekSummary } as unknown as ApiClient['meetings'] }),
      ),
    }),
    { input: { id: ID } },
  ).start();
  const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
  return meetingDetailViewProps(selectMeetingView(snapshot));
}

describe('the meeting screen container', () => {
  it('shows a meeting with its transcript parsed from the JSON string', async () => {
    const state = await runMeeting(async () => success(serverMeeting));
    expect(state.status).toBe('ready');
    expect(state.meeting?.transcript).toEqual([{ speaker: 'Ana', text: 'Bom dia', minutes: 0.5 }]);
    expect(state.meeting?.notes).toBe('');
    expect(state.tab).toBe('resumo');
  });

  it("reads the client's unknown-id answer as 'Reunião não encontrada', not as a failed call", async () => {
    expect(await runMeeting(async () => notFound)).toEqual({
      status: 'notFound',
      errorMessage: 'Reunião não encontrada',
    });
  });

  it("shows a failed call as the screen's failure state with the client's text", async () => {
    expect(await runMeeting(async () => authMissing)).toEqual({
      status: 'failure',
      errorMessage: 'Dados de autenticação ausentes',
    });
    const loadFailed = failure('http', 'Falha ao carregar detalhes da reunião', { status: 500 });
    expect(await runMeeting(async () => loadFailed)).toEqual({
      status: 'failure',
      errorMessage: 'Falha ao carregar detalhes da reunião',
    });
  });

  it("shows the list's entry of the meeting while it loads, then the meeting", async () => {
    let release: (result: ApiResult<Meeting>) => void = () => undefined;
    const asked: string[] = [];
    const { id, title, date } = serverMeeting;
    const meetings = {
      peekSummary: (peeked: string) => {
        asked.push(peeked);
        return { id, title, date, overview: 'Metas…' };
      },
      getById: () => new Promise<ApiResult<Meeting>>((resolve) => (release = resolve)),
    } as unknown as ApiClient['meetings'];
    const actor = createActor(
      meetingMachine.provide({ actors: meetingActors(fakeCall({ meetings })) }),
      { input: { id: ID } },
    ).start();
    const peeked = await waitFor(actor, (s) => s.context.summary !== null);
    expect(asked).toEqual([ID]);
    expect(meetingDetailViewProps(selectMeetingView(peeked))).toEqual({
      status: 'loading',
      summary: { id: ID, title: 'Planejamento trimestral', date, overview: 'Metas…' },
    });
    release(success(serverMeeting));
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectMeetingView(loaded)).toMatchObject({ status: 'ready', meeting: { id: ID } });
  });

  it('treats only the not-found text of a refusal as not found', () => {
    expect(meetingOrNotFound(notFound)).toBeNull();
    const refused = failure('rejected', 'Falha ao carregar detalhes da reunião', { status: 200 });
    expect(() => meetingOrNotFound(refused)).toThrow();
    expect(meetingOrNotFound(success('x'))).toBe('x');
  });
});

describe('the meetings list container', () => {
  it('loads from the cache first and forces a fresh read on retry', async () => {
    const asked: unknown[] = [];
    let fail = true;
    const list: ApiClient['meetings']['list'] = async (options) => {
      asked.push(options);
      if (fail)
        return failure('network', 'Falha ao carregar reuniões. Por favor, tente novamente.');
      const { id, title, date, overview } = serverMeeting;
      return success([{ id, title, date, overview: overview ?? '' }]);
    };
    const actor = createActor(
      meetingsListMachine.provide({
        actors: meetingsListActors(fakeCall({ meetings: { list } as ApiClient['meetings'] })),
      }),
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).toBe('Falha ao carregar reuniões. Por favor, tente novamente.');
    fail = false;
    actor.send({ type: 'list.retry' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual([{ force: false }, { force: true }]);
    // The light list: what the screen shows, nothing more.
    expect(loaded.context.meetings).toEqual([
      {
        id: ID,
        title: 'Planejamento trimestral',
        date: '2026-03-02T14:00:00.000Z',
        overview: 'Metas do trimestre',
      },
    ]);
  });
});
