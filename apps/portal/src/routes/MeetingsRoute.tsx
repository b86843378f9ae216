import { MeetingsList } from '@portal/ui';
import { useMeetingsList } from '../containers/useMeetingsList';

export function MeetingsRoute() {
  return <MeetingsList {...useMeetingsList()} />;
}
