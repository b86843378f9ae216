// A meeting as the server sends it, apart from the meetings service: ServiceDeps keeps these in
// its meetings cache, and the service takes ServiceDeps, so the type lives where both can import it.
import type { Meeting } from '@portal/api-client';
import type { MeetingRow } from '../repositories/meetings';

type AddedTaskView = { title: string; task: string; owner_name?: string; due_date?: string };

export type MeetingView = Meeting & {
  overview: string;
  notes: string;
  tasks_added: AddedTaskView[];
  transcript: string;
};

export type AddedTaskRead = {
  title: string;
  task: string;
  ownerName: string | null;
  dueDate: string | null;
};

/** A named task as sent: its owner and due date only when the meeting gave them. */
const toAddedTaskView = ({ title, task, ownerName, dueDate }: AddedTaskRead): AddedTaskView => ({
  title,
  task,
  ...(ownerName !== null && { owner_name: ownerName }),
  ...(dueDate !== null && { due_date: dueDate }),
});

/** A meeting as getmeetings and meetings/get send it. */
export const toMeetingView = (
  m: MeetingRow,
  transcript: string | undefined,
  added: readonly AddedTaskRead[] | undefined,
): MeetingView => ({
  id: m.id,
  title: m.title,
  date: m.date.toISOString(),
  overview: m.overview,
  notes: m.notes,
  tasks_added: (added ?? []).map(toAddedTaskView),
  transcript: transcript ?? '[]',
});
