import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  meetingMachine,
  meetingMessages,
  selectMeetingView,
  type LoadMeetingInput,
  type LoadMeetingOutput,
  type PeekMeetingOutput,
  routes,
  transcriptLineOf,
} from '@portal/domain';
import { meetingDetailViewProps, type MeetingDetailProps } from '@portal/ui';
import type { ApiResult } from '@portal/api-client';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';
import { useBusinessName } from '../app/useCurrentBusiness';

/**
 * The api-client answers an id the company's list does not hold with a 'rejected' failure
 * reading 'Reunião não encontrada': that is the machine's not-found (null), not a failed call.
 */
export function meetingOrNotFound<T>(result: ApiResult<T>): T | null {
  if (!result.ok && result.reason === 'rejected' && result.message === meetingMessages.notFound) {
    return null;
  }
  return dataOrReject(result);
}

/**
 * The meeting alone is asked for when it is opened (transcript, notes, added tasks); the list's
 * entry of it, when the list is in the client's cache, shows title and date meanwhile.
 */
export const meetingActors = (call: WorkspaceCall) => ({
  peekMeeting: fromPromise<PeekMeetingOutput, LoadMeetingInput>(async ({ input }) => {
    const result = await call(async (api) => ({
      ok: true as const,
      data: api.meetings.peekSummary(input.id),
    }));
    return result.ok ? result.data : null;
  }),
  loadMeeting: fromPromise<LoadMeetingOutput, LoadMeetingInput>(async ({ input }) =>
    meetingOrNotFound(
      await call(async (api, map) => {
        const result = await api.meetings.getById(input.id);
        return result.ok
          ? { ok: true as const, data: map.toWorkspaceMeeting(result.data) }
          : result;
      }),
    ),
  ),
});

/** One meeting's screen; the route remounts it (a fresh machine) when the id changes. */
export function useMeeting(id: string): MeetingDetailProps {
  const navigate = useNavigate();
  const businessName = useBusinessName();
  const [machine] = useState(() =>
    meetingMachine.provide({ actors: meetingActors(callWorkspace) }),
  );
  // `?linha=N`: the search opened a transcript line; a later one of the same meeting moves there.
  const line = transcriptLineOf(useLocation().search);
  const [state, send] = useMachine(machine, { input: { id, line } });
  const firstLine = useRef(line);
  useEffect(() => {
    if (line === null || line === firstLine.current) return;
    firstLine.current = line;
    send({ type: 'transcript.focus', line });
  }, [line, send]);

  return {
    ...meetingDetailViewProps(selectMeetingView(state)),
    businessName,
    onTabChange: (tab) => send({ type: 'tab.select', tab }),
    onQueryChange: (query) => send({ type: 'transcript.search', query }),
    onBack: () => void navigate(routes.meetings),
    onOpenTasks: () => void navigate(routes.tasks),
  };
}
