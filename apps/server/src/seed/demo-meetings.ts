import { TASK_STATUSES } from '@portal/domain';
import type { TaskStatus } from '../db/schema/index';
import { DAY_MS, isoDate, monthStart, type DemoCompanyContext, type DemoRows } from './demo-rows';
import { buildMeeting, type ReportFigures } from './transcript';

/**
 * One company's meetings (with transcripts, notes and the tasks each named) and its task board:
 * the meetings' tasks plus a few of the company's own, in board order.
 */
export function addMeetingsAndBoard(
  { now, rng, id, daysAgo, company, companyIndex, businessId }: DemoCompanyContext,
  rows: DemoRows,
  figuresByMonth: ReadonlyMap<string, ReportFigures>,
): void {
  // Meetings, oldest first, every few weeks; each discusses the newest report before it.
  const mentor = company.mentor;
  const owner = company.people[0]?.name ?? company.name;
  const team = company.people[1]?.name ?? owner;
  const boardTasks: {
    title: string;
    description: string;
    status: TaskStatus;
    createdAt: Date;
    fromMeeting: string | null;
  }[] = [];
  company.meetings.forEach((meeting, meetingIndex) => {
    const meetingId = id();
    const daysBack = 9 + (company.meetings.length - 1 - meetingIndex) * 26 + companyIndex * 2;
    const date = daysAgo(daysBack, 17); // 14:00 in Brasília
    const reported =
      [...figuresByMonth.entries()]
        .filter(([month]) => month < isoDate(monthStart(date, 0)))
        .at(-1)?.[1] ?? [...figuresByMonth.values()][0];
    if (!reported) throw new Error('demo reports are missing');
    const built = buildMeeting(company, meeting, { mentor, owner, team }, reported, rng, {
      hour: 14,
      minute: 0,
    });
    rows.meetings.push({
      id: meetingId,
      businessId,
      title: meeting.title,
      date,
      overview: meeting.overview,
      notes: built.notes,
      createdAt: new Date(date.getTime() + 2 * 3_600_000),
    });
    built.entries.forEach((entry, position) =>
      rows.entries.push({ meetingId, position, ...entry }),
    );
    meeting.addedTasks.forEach((task, position) => {
      rows.addedTasks.push({ meetingId, position, title: task.title, task: task.task });
      // Oldest meeting's tasks are done, the middle one's under way (done when the company is
      // caught up), the newest's not started.
      const status: TaskStatus =
        meetingIndex === 0
          ? 'done'
          : meetingIndex === company.meetings.length - 1
            ? 'not-started'
            : position === 0 && !company.caughtUp
              ? 'in-progress'
              : 'done';
      boardTasks.push({
        title: task.title,
        description: task.task,
        status,
        createdAt: new Date(date.getTime() + 3 * 3_600_000),
        fromMeeting: meetingId,
      });
    });
  });
  company.extraTasks.forEach(({ ageDays, ...task }, index) =>
    boardTasks.push({
      ...task,
      createdAt: daysAgo(ageDays ?? 60 - index * 11),
      fromMeeting: null,
    }),
  );
  const ordered = TASK_STATUSES.flatMap((status) => boardTasks.filter((t) => t.status === status));
  ordered.forEach((task, position) => {
    const completedAt =
      task.status === 'done'
        ? new Date(Math.min(task.createdAt.getTime() + (5 + position) * DAY_MS, now.getTime()))
        : null;
    rows.tasks.push({
      id: id(),
      businessId,
      title: task.title,
      description: task.description,
      status: task.status,
      position,
      createdAt: task.createdAt,
      completedAt,
      fromMeeting: task.fromMeeting,
      updatedAt: completedAt ?? task.createdAt,
    });
  });
}
