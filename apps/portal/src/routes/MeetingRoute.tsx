import { useParams } from 'react-router-dom';
import { MeetingDetail } from '@portal/ui';
import { useMeeting } from '../containers/useMeeting';

export function MeetingRoute() {
  const { id = '' } = useParams();
  // Another meeting is another machine: keyed, so going from one meeting to the next reloads.
  return <Meeting key={id} id={id} />;
}

function Meeting({ id }: { readonly id: string }) {
  return <MeetingDetail {...useMeeting(id)} />;
}
