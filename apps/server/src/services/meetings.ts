import type { IngestMeetingBody, MeetingSummary } from '@portal/api-client';
import { createHash } from 'node:crypto';
import {
  INGEST_IDEMPOTENCY_MESSAGES,
  ingestBoardFull,
  ingestOwnersUnknown,
  labelFromStatus,
  MAX_BOARD_TASKS,
  MEETING_DATE_INVALID,
  MEETING_LIST_OVERVIEW_MAX,
  MEETING_NOT_FOUND,
  meetingListOverview,
  parseMeetingDate,
} from '@portal/domain';
import type { Database } from '../db';
import type { Principal } from '../auth/principal';
import { requireBusinessAccess } from '../auth/authorize';
import { findBusinessById } from '../repositories/businesses';
import {
  findMeetingOfBusiness,
  insertAddedTasks,
  insertMeeting,
  insertTranscriptEntries,
  listActionPlan,
  listAddedTasks,
  listMeetingsOfBusiness,
  listMeetingSummariesOfBusiness,
  listTranscriptsAsJson,
} from '../repositories/meetings';
import { insertTasks } from '../repositories/tasks';
import { findCompanyPeopleByEmail } from '../repositories/business-people';
import { parseTranscriptFile, TranscriptError } from '../ingest/transcript-formats';
import type { ServiceDeps } from './deps';
import { toMeetingView, type MeetingView } from './meeting-view';
import { conflict, invalid, MESSAGES, notFound } from './errors';
import { claimIngestKey, findIngestKey, keepIngestReply } from '../repositories/ingest-requests';
import type { IngestReply } from '../db/schema';
import { lockBoard, nextPosition } from './tasks';
import { notify } from './notifications';
import { keptReply } from '../cache/kept-replies';

const groupBy = <T extends { meetingId: string }>(rows: readonly T[]) => {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.meetingId);
    if (list) list.push(row);
    else out.set(row.meetingId, [row]);
  }
  return out;
};

const READ_SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * docs/product.md, The wire format getmeetings: the business's meetings, newest first, with the transcript as a JSON
 * string (docs/product.md). Three queries whatever the number of meetings: the meetings, then the
 * transcripts (built as JSON text by the database) and the added tasks of all of them.
 */
export async function getMeetings(
  deps: Pick<ServiceDeps, 'db' | 'meetings'>,
  principal: Principal | null,
  businessId: string,
): Promise<MeetingView[]> {
  await requireBusinessAccess(deps.db, principal, businessId);
  // Kept per company while nothing of its meetings changes (app.ts), shared by the replies with
  // its JSON bytes (cache/kept-replies.ts).
  return deps.meetings.get(businessId, () =>
    // One snapshot for the three reads: a meeting ingested meanwhile is wholly in or out.
    deps.db.transaction(async (tx) => {
      const meetings = await listMeetingsOfBusiness(tx, businessId);
      const ids = meetings.map((m) => m.id);
      const transcripts = new Map(
        (await listTranscriptsAsJson(tx, ids)).map((r) => [r.meetingId, r.transcript]),
      );
      const added = groupBy(await listAddedTasks(tx, ids));
      return keptReply(
        meetings.map((m) => toMeetingView(m, transcripts.get(m.id), added.get(m.id))),
      );
    }, READ_SNAPSHOT),
  );
}

/**
 * The meetings list (beyond docs/product.md, the portal's): what it shows of each meeting, newest first,
 * in one query that reads neither notes nor transcripts; the overview cut by the domain's rule.
 */
export async function listMeetings(
  deps: Pick<ServiceDeps, 'db'>,
  principal: Principal | null,
  businessId: string,
): Promise<MeetingSummary[]> {
  await requireBusinessAccess(deps.db, principal, businessId);
  // One character past the limit tells the rule the overview goes on.
  const rows = await listMeetingSummariesOfBusiness(
    deps.db,
    businessId,
    MEETING_LIST_OVERVIEW_MAX + 1,
  );
  return rows.map((m) => ({
    id: m.id,
    title: m.title,
    date: m.date.toISOString(),
    overview: meetingListOverview(m.overview),
  }));
}

/**
 * One meeting whole, as a getmeetings item, when it is opened. A meeting the business does not
 * hold (another company's included) is 404 'Reunião não encontrada', after the access check on
 * the business itself (403 for a company the caller may not see).
 */
export async function getMeeting(
  deps: Pick<ServiceDeps, 'db'>,
  principal: Principal | null,
  businessId: string,
  meetingId: string,
): Promise<MeetingView> {
  await requireBusinessAccess(deps.db, principal, businessId);
  return deps.db.transaction(async (tx) => {
    const meeting = await findMeetingOfBusiness(tx, meetingId, businessId);
    if (!meeting) throw notFound(MEETING_NOT_FOUND);
    const [transcript] = await listTranscriptsAsJson(tx, [meeting.id]);
    const added = await listAddedTasks(tx, [meeting.id]);
    const plan = await listActionPlan(tx, businessId, meeting.id);
    return {
      ...toMeetingView(meeting, transcript?.transcript, added),
      action_plan: plan.map((task) => ({
        id: task.id,
        title: task.title,
        status: labelFromStatus(task.status),
        owner_name: task.ownerName,
        due_date: task.dueDate,
      })),
    };
  }, READ_SNAPSHOT);
}

export type IngestInput = Pick<
  IngestMeetingBody,
  'businessId' | 'title' | 'date' | 'overview' | 'notes' | 'transcript' | 'format' | 'tasks'
>;

export type IngestResult = IngestReply;

/**
 * An ingestion's `Idempotency-Key` and who sent it: the key is scoped to the company and the
 * caller, so two recorders (or an admin and a recorder) never answer each other's meetings.
 */
export type IngestIdempotency = { caller: string; key: string };

/** The body as the caller meant it (session fields aside), to tell a retry from a new meeting. */
const ingestBodyHash = (input: IngestInput): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        input.businessId,
        input.title,
        input.date,
        input.overview ?? '',
        input.notes ?? '',
        input.transcript,
        input.format ?? null,
        // Owner and due date only when given: a body without them hashes as it always has.
        (input.tasks ?? []).map((t) =>
          t.owner || t.due_date
            ? [t.title, t.task ?? '', t.owner ?? null, t.due_date ?? null]
            : [t.title, t.task ?? ''],
        ),
      ]),
      'utf8',
    )
    .digest('hex');

type NamedTask = { title: string; task: string; owner: string | null; dueDate: string | null };

/**
 * The named tasks with their owners' ids; an owner who is not one of the company's active
 * people refuses the meeting (400, naming the e-mails), as a task cannot be given to a stranger.
 */
async function withOwners(db: Database, businessId: string, named: readonly NamedTask[]) {
  const emails = [...new Set(named.flatMap((t) => (t.owner ? [t.owner] : [])))];
  const people = new Map(
    (await findCompanyPeopleByEmail(db, businessId, emails)).map((p) => [p.email, p.id]),
  );
  const unknown = emails.filter((email) => !people.has(email));
  if (unknown.length) throw invalid(ingestOwnersUnknown(unknown));
  return named.map(({ owner, ...task }) => ({
    ...task,
    ownerId: owner ? people.get(owner)! : null,
  }));
}

/**
 * A meeting handed over by a recorder, a transcription service or the import command. The
 * caller is already authenticated (installation key or admin). The transcript is parsed before
 * anything is written; then the meeting, its entries, its added tasks and their board tasks
 * (not started, from_meeting set, after the board's last task) go in one transaction, so a
 * failure anywhere leaves nothing behind. With `idempotency` the key is claimed in that same
 * transaction: a key already used answers its first result (nothing written), or 409 when the
 * body differs.
 */
export async function ingestMeeting(
  db: Database,
  input: IngestInput,
  idempotency?: IngestIdempotency,
): Promise<IngestResult> {
  let entries;
  try {
    entries = parseTranscriptFile(input.transcript, input.format);
  } catch (error) {
    if (error instanceof TranscriptError) throw invalid(error.message);
    throw error;
  }
  const date = parseMeetingDate(input.date);
  if (!date) throw invalid(MEETING_DATE_INVALID);
  const title = input.title.trim();
  const named = (input.tasks ?? []).map((t) => ({
    title: t.title.trim(),
    task: t.task ?? '',
    owner: t.owner?.trim().toLowerCase() ?? null,
    dueDate: t.due_date ?? null,
  }));

  return db.transaction(async (tx) => {
    const business = await findBusinessById(tx, input.businessId);
    if (!business) throw notFound(MESSAGES.businessNotFound);
    const scope = idempotency && { businessId: business.id, ...idempotency };
    if (scope) {
      const bodyHash = ingestBodyHash(input);
      if (!(await claimIngestKey(tx, scope, bodyHash))) {
        // Taken by an ingestion that committed (a concurrent one was waited for): its answer.
        const first = await findIngestKey(tx, scope);
        if (first?.bodyHash !== bodyHash || !first.reply)
          throw conflict(INGEST_IDEMPOTENCY_MESSAGES.reusedKey);
        return first.reply;
      }
    }
    const tasks = await withOwners(tx, business.id, named);
    const meeting = await insertMeeting(tx, {
      businessId: business.id,
      title,
      date,
      overview: input.overview ?? '',
      notes: input.notes ?? '',
    });
    await insertTranscriptEntries(
      tx,
      entries.map((entry, position) => ({ meetingId: meeting.id, position, ...entry })),
    );
    await insertAddedTasks(
      tx,
      tasks.map((task, position) => ({ meetingId: meeting.id, position, ...task })),
    );
    let tasksCreated = 0;
    const boardTasks = tasks.map((task) => ({
      id: crypto.randomUUID(),
      title: task.title,
      ownerId: task.ownerId,
    }));
    if (tasks.length) {
      // The board lock every task write takes, last, so a long transcript insert does not hold
      // the board; a refusal here still rolls back the meeting written above.
      const board = await lockBoard(tx, business.id);
      if (board.length + tasks.length > MAX_BOARD_TASKS)
        throw invalid(ingestBoardFull(board.length, tasks.length));
      const start = nextPosition(board);
      tasksCreated = await insertTasks(
        tx,
        tasks.map((task, i) => ({
          id: boardTasks[i]!.id,
          businessId: business.id,
          title: task.title,
          description: task.task,
          status: 'not-started' as const,
          position: start + i,
          fromMeeting: meeting.id,
          ownerId: task.ownerId,
          dueDate: task.dueDate,
        })),
      );
    }
    await notify.meetingNew(tx, { id: meeting.id, title: meeting.title, businessId: business.id });
    await notify.tasksAssigned(tx, boardTasks, null);
    const reply: IngestReply = {
      status: 'success',
      meeting: { id: meeting.id, title: meeting.title, date: meeting.date.toISOString() },
      tasksCreated,
    };
    if (scope) await keepIngestReply(tx, scope, meeting.id, reply);
    return reply;
  });
}
