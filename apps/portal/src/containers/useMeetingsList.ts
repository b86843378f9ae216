import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  meetingsListMachine,
  type LoadMeetingsInput,
  type LoadMeetingsOutput,
  type MeetingsListSnapshot,
} from '@portal/domain';
import type { MeetingsListProps, MeetingsListStatus } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';
import { useBusinessName } from '../app/useCurrentBusiness';

/** The list's one actor; `force` (a retry) skips the api-client's 5-minute cache. */
export const meetingsListActors = (call: WorkspaceCall) => ({
  loadMeetings: fromPromise<LoadMeetingsOutput, LoadMeetingsInput>(async ({ input }) =>
    dataOrReject(
      await call(async (api, map) => {
        const result = await api.meetings.getAll({ force: input.force });
        return result.ok
          ? { ok: true as const, data: result.data.map(map.toWorkspaceMeeting) }
          : result;
      }),
    ),
  ),
});

/** The machine's states onto the screen's (the ui kit calls the failure state 'error'). */
export function meetingsListStatus(snapshot: MeetingsListSnapshot): MeetingsListStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failure')) return 'error';
  return 'loading';
}

export function useMeetingsList(): MeetingsListProps {
  const navigate = useNavigate();
  const businessName = useBusinessName();
  const [machine] = useState(() =>
    meetingsListMachine.provide({ actors: meetingsListActors(callWorkspace) }),
  );
  const [state, send] = useMachine(machine);

  return {
    businessName,
    status: meetingsListStatus(state),
    meetings: state.context.meetings,
    errorMessage: state.context.error,
    onRetry: () => send({ type: 'list.retry' }),
    onNavigate: (href) => void navigate(href),
  };
}
