// A meeting as the server sends it, apart from the meetings service: ServiceDeps keeps these in
// its meetings cache, and the service takes ServiceDeps, so the type lives where both can import it.
import type { Meeting } from '@portal/api-client';
import type { MeetingRow } from '../repositories/meetings';

export type MeetingView = Meeting & {
  overview: string;
  notes: string;
  tasks_added: { title: string; task: string }[];
  transcript: string;
};

/** A meeting as getmeetings and meetings/get send it. */
export const toMeetingView = (
  m: MeetingRow,
  transcript: string | undefined,
  added: readonly { title: string; task: string }[] | undefined,
): MeetingView => ({
  id: m.id,
  title: m.title,
  date: m.date.toISOString(),
  overview: m.overview,
  notes: m.notes,
  tasks_added: (added ?? []).map(({ title, task }) => ({ title, task })),
  transcript: transcript ?? '[]',
});
