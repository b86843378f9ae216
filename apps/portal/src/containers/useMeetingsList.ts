import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  meetingsListMachine,
  selectMeetingsListView,
  type LoadMeetingsInput,
  type LoadMeetingsOutput,
} from '@portal/domain';
import type { MeetingsListProps } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';
import { useBusinessName } from '../app/useCurrentBusiness';

/**
 * The list's one actor: the light list (title, date, overview; no transcript), and `force` (a
 * retry) skips the api-client's 5-minute cache.
 */
export const meetingsListActors = (call: WorkspaceCall) => ({
  loadMeetings: fromPromise<LoadMeetingsOutput, LoadMeetingsInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.meetings.list({ force: input.force }))),
  ),
});

export function useMeetingsList(): MeetingsListProps {
  const navigate = useNavigate();
  const businessName = useBusinessName();
  const [machine] = useState(() =>
    meetingsListMachine.provide({ actors: meetingsListActors(callWorkspace) }),
  );
  const [state, send] = useMachine(machine);

  return {
    businessName,
    ...selectMeetingsListView(state),
    onRetry: () => send({ type: 'list.retry' }),
    onNavigate: (href) => void navigate(href),
  };
}
