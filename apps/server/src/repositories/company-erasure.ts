import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';

/**
 * What a company leaves outside its own rows, which ON DELETE CASCADE cannot reach: the bell's
 * notifications about it, its people's and the admins' pending e-mails about it, and the AI
 * chat's questions and answers about it. Each is found by the company's id (a notification's
 * event key, a link) or by its name, written in a text.
 */

const n = schema.notifications;
const ba = schema.businessAccesses;
const al = schema.auditLog;
const cm = schema.chatMessages;
const mo = schema.mailOutbox;

/** The ids of the company's meetings and tasks (the bell names them in its event keys). */
export async function meetingAndTaskIdsOf(
  db: Database,
  businessId: string,
): Promise<{ meetingIds: string[]; taskIds: string[] }> {
  const meetings = await db
    .select({ id: schema.meetings.id })
    .from(schema.meetings)
    .where(eq(schema.meetings.businessId, businessId));
  const tasks = await db
    .select({ id: schema.tasks.id })
    .from(schema.tasks)
    .where(eq(schema.tasks.businessId, businessId));
  return { meetingIds: meetings.map((m) => m.id), taskIds: tasks.map((t) => t.id) };
}

/** Rows per statement: a company's meetings and tasks go in batches of this many keys. */
const BATCH = 1_000;

/**
 * The bell's notifications about the company (services/notifications.ts writes their keys): its
 * registration, the join requests to it, its report reminders, its meetings and the tasks of its
 * board given to someone. Answers how many went.
 */
export async function deleteNotificationsAbout(
  db: Database,
  company: { businessId: string; meetingIds: readonly string[]; taskIds: readonly string[] },
): Promise<number> {
  const { businessId } = company;
  let removed = (
    await db
      .delete(n)
      .where(
        or(
          eq(n.eventKey, `registration:${businessId}`),
          sql`${n.eventKey} like ${`report:${businessId}:%`}`,
          sql`${n.eventKey} like ${`join:%:${businessId}`}`,
        ),
      )
      .returning({ id: n.id })
  ).length;
  const keys = [
    ...company.meetingIds.map((id) => `meeting:${id}`),
    ...company.taskIds.map((id) => `task-assigned:${id}:`),
  ];
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const exact = batch.filter((key) => key.startsWith('meeting:'));
    const prefixes = batch.filter((key) => key.startsWith('task-assigned:'));
    const conditions: SQL[] = [];
    if (exact.length) conditions.push(inArray(n.eventKey, exact));
    // A task's key ends with its owner: 'task-assigned:<task>:<person>'.
    if (prefixes.length)
      conditions.push(
        sql`split_part(${n.eventKey}, ':', 2) in ${prefixes.map((key) => key.split(':')[1]!)}`,
      );
    removed += (
      await db
        .delete(n)
        .where(or(...conditions))
        .returning({ id: n.id })
    ).length;
  }
  return removed;
}

/** A regular expression (PostgreSQL's ARE) matching `text` literally, as a whole word. */
const wholeWords = (text: string): string =>
  `(^|[^[:alnum:]])${text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}($|[^[:alnum:]])`;

/** The text names the company: its id anywhere (a link), or its name as whole words, any case. */
const mentions = (column: PgColumn | SQL, company: { businessId: string; name: string }): SQL =>
  sql`(strpos(${column}, ${company.businessId}) > 0 or ${column} ~* ${wholeWords(company.name.trim())})`;

/**
 * The AI chat's questions and answers about the company (an admin's conversation asks about
 * companies by name, and the answers link to their pages by id), each with its pair: a question
 * goes with the answer after it, an answer with the question before it. Answers how many went.
 */
export async function deleteChatMessagesAbout(
  db: Database,
  company: { businessId: string; name: string },
): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    with about as (
      select ${cm.conversationId} as conversation_id, ${cm.position} as position, ${cm.type} as type
      from ${cm} where ${mentions(cm.content, company)}
    )
    delete from ${cm} using about
    where ${cm.conversationId} = about.conversation_id and (
      ${cm.position} = about.position
      or (about.type = 'user' and ${cm.type} = 'ai' and ${cm.position} = about.position + 1)
      or (about.type = 'ai' and ${cm.type} = 'user' and ${cm.position} = about.position - 1)
    )
    returning ${cm.id} as id`);
  return result.rows.length;
}

/**
 * E-mails not sent yet (or given up on) about the company: reminders and digests that name it,
 * decisions on its registration or its join requests. Answers how many went.
 */
export async function deleteMailAbout(
  db: Database,
  company: { businessId: string; name: string },
): Promise<number> {
  const rows = await db
    .delete(mo)
    .where(
      or(
        mentions(mo.subject, company),
        mentions(mo.text, company),
        mentions(sql`coalesce(${mo.html}, '')`, company),
        mentions(sql`coalesce(${mo.link}, '')`, company),
      ),
    )
    .returning({ id: mo.id });
  return rows.length;
}

/**
 * The company's spy-mode entries, moved into the audit log (action 'spy-mode', the company's name
 * kept as text) before they go with the company: who entered a company stays on record after it
 * is erased, like every other entry of the log. Answers how many moved.
 */
export async function keepSpyModeEntriesOf(
  db: Database,
  company: { businessId: string; name: string },
): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    insert into ${al} (id, at, action, actor_id, actor_name, actor_role, business_id,
      business_name, address)
    select ${ba.id}, ${ba.at}, 'spy-mode', ${ba.userId}, ${ba.name}, ${ba.role}, ${ba.businessId},
      ${company.name}, ${ba.address}
    from ${ba} where ${ba.businessId} = ${company.businessId}
    returning id`);
  return result.rows.length;
}
