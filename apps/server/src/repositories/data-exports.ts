import { asc, count, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';

/**
 * The reads of the data exports (services/data-exports/): everything the portal keeps about one
 * company, or about one person, each list in a fixed order so two exports of the same data are
 * the same files. Pass a transaction to read them all at one moment.
 */

const u = schema.users;
const b = schema.businesses;
const t = schema.tasks;
const owner = alias(schema.users, 'owner');
const creator = alias(schema.users, 'creator');

/** The company itself, with the name of the person who manages it. */
export async function findExportedBusiness(db: Database, businessId: string) {
  const manager = alias(schema.users, 'manager');
  const [row] = await db
    .select({
      id: b.id,
      name: b.name,
      niche: b.niche,
      website: b.website,
      instagram: b.usernameInstagram,
      knowledgeBase: b.knowledgeBase,
      customQuestions: b.customQuestions,
      revenueGoal: b.metaFaturamento,
      status: b.status,
      sheetId: b.sheetId,
      logo: b.logo,
      createdAt: b.createdAt,
      managerName: manager.name,
    })
    .from(b)
    .leftJoin(manager, eq(manager.id, b.managedBy))
    .where(eq(b.id, businessId))
    .limit(1);
  return row ?? null;
}
export type ExportedBusiness = NonNullable<Awaited<ReturnType<typeof findExportedBusiness>>>;

/** The people linked to the company, by name. */
export function listExportedPeople(db: Database, businessId: string) {
  return db
    .select({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phoneNumber,
      role: u.role,
      status: u.status,
      linkedAt: schema.userBusinesses.createdAt,
    })
    .from(schema.userBusinesses)
    .innerJoin(u, eq(u.id, schema.userBusinesses.userId))
    .where(eq(schema.userBusinesses.businessId, businessId))
    .orderBy(asc(u.name), asc(u.id));
}

/** The company's meetings, oldest first, each with how many transcript lines it has. */
export function listExportedMeetings(db: Database, businessId: string) {
  const m = schema.meetings;
  const e = schema.meetingTranscriptEntries;
  return db
    .select({
      id: m.id,
      title: m.title,
      date: m.date,
      overview: m.overview,
      notes: m.notes,
      createdAt: m.createdAt,
      lines: count(e.position),
    })
    .from(m)
    .leftJoin(e, eq(e.meetingId, m.id))
    .where(eq(m.businessId, businessId))
    .groupBy(m.id)
    .orderBy(asc(m.date), asc(m.createdAt), asc(m.id));
}

/** One meeting's transcript, line by line (read as the zip is written, a meeting at a time). */
export function listExportedTranscript(db: Database, meetingId: string) {
  const e = schema.meetingTranscriptEntries;
  return db
    .select({ position: e.position, minutes: e.minutes, speaker: e.speaker, text: e.text })
    .from(e)
    .where(eq(e.meetingId, meetingId))
    .orderBy(asc(e.position));
}

/** The tasks each meeting of the company named, as the meeting named them. */
export function listExportedMeetingTasks(db: Database, businessId: string) {
  const m = schema.meetings;
  const a = schema.meetingAddedTasks;
  return db
    .select({
      meetingId: a.meetingId,
      position: a.position,
      title: a.title,
      description: a.task,
      ownerName: owner.name,
      dueDate: a.dueDate,
    })
    .from(a)
    .innerJoin(m, eq(m.id, a.meetingId))
    .leftJoin(owner, eq(owner.id, a.ownerId))
    .where(eq(m.businessId, businessId))
    .orderBy(asc(m.date), asc(m.id), asc(a.position));
}

const taskColumns = {
  id: t.id,
  businessId: t.businessId,
  title: t.title,
  description: t.description,
  status: t.status,
  position: t.position,
  ownerId: t.ownerId,
  ownerName: owner.name,
  ownerEmail: owner.email,
  dueDate: t.dueDate,
  createdBy: t.createdBy,
  creatorName: creator.name,
  createdAt: t.createdAt,
  completedAt: t.completedAt,
  updatedAt: t.updatedAt,
  fromMeeting: t.fromMeeting,
};

/** The company's board in board order. */
export function listExportedTasks(db: Database, businessId: string) {
  return db
    .select(taskColumns)
    .from(t)
    .leftJoin(owner, eq(owner.id, t.ownerId))
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .where(eq(t.businessId, businessId))
    .orderBy(asc(t.position), asc(t.id));
}

/** The company's library: folders first, then by name; each item with its folder's name. */
export function listExportedDocuments(db: Database, businessId: string) {
  const d = schema.documents;
  const folder = alias(schema.documents, 'folder');
  return db
    .select({
      id: d.id,
      type: d.type,
      name: d.name,
      description: d.description,
      parentId: d.parentId,
      folderName: folder.name,
      driveUrl: d.driveUrl,
      fileKey: d.fileKey,
      fileName: d.fileName,
      fileType: d.fileType,
      fileSize: d.fileSize,
      createdAt: d.createdAt,
    })
    .from(d)
    .leftJoin(folder, eq(folder.id, d.parentId))
    .where(eq(d.businessId, businessId))
    .orderBy(asc(folder.name), asc(d.parentId), asc(d.type), asc(d.name), asc(d.id));
}

/** The company's monthly reports, oldest month first. */
export function listExportedReports(db: Database, businessId: string) {
  const r = schema.monthlyReports;
  return db.select().from(r).where(eq(r.businessId, businessId)).orderBy(asc(r.month));
}

/** Every version a replacement of the company's reports replaced, by month then version. */
export function listExportedReportVersions(db: Database, businessId: string) {
  const r = schema.monthlyReports;
  const v = schema.monthlyReportVersions;
  return db
    .select({ version: v, month: r.month })
    .from(v)
    .innerJoin(r, eq(r.id, v.reportId))
    .where(eq(r.businessId, businessId))
    .orderBy(asc(r.month), asc(v.version));
}

/** Every spy-mode entry into the company, newest first. */
export function listExportedAccesses(db: Database, businessId: string) {
  const a = schema.businessAccesses;
  return db
    .select({ id: a.id, name: a.name, role: a.role, at: a.at })
    .from(a)
    .where(eq(a.businessId, businessId))
    .orderBy(desc(a.at), desc(a.id));
}

/** The person's own record, with who created the account and whether a second factor is on. */
export async function findExportedPerson(db: Database, userId: string) {
  const auth = schema.userAuthenticators;
  const [row] = await db
    .select({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phoneNumber,
      role: u.role,
      status: u.status,
      knowledgeBase: u.knowledgeBase,
      notes: u.notes,
      picture: u.profilePicture,
      createdAt: u.createdAt,
      creatorName: creator.name,
      mailTaskReminders: u.mailTaskReminders,
      mailWeeklyDigest: u.mailWeeklyDigest,
      secondFactorOn: auth.enabledAt,
    })
    .from(u)
    .leftJoin(creator, eq(creator.id, u.createdBy))
    .leftJoin(auth, eq(auth.userId, u.id))
    .where(eq(u.id, userId))
    .limit(1);
  return row ?? null;
}
export type ExportedPerson = NonNullable<Awaited<ReturnType<typeof findExportedPerson>>>;

/** The companies the person is linked to, by name. */
export function listExportedCompaniesOf(db: Database, userId: string) {
  return db
    .select({
      id: b.id,
      name: b.name,
      niche: b.niche,
      website: b.website,
      status: b.status,
      linkedAt: schema.userBusinesses.createdAt,
    })
    .from(schema.userBusinesses)
    .innerJoin(b, eq(b.id, schema.userBusinesses.businessId))
    .where(eq(schema.userBusinesses.userId, userId))
    .orderBy(asc(b.name), asc(b.id));
}

/** The tasks the person owns or created, in any company, by company and board order. */
export function listExportedTasksOf(db: Database, userId: string) {
  return db
    .select({ ...taskColumns, businessName: b.name })
    .from(t)
    .innerJoin(b, eq(b.id, t.businessId))
    .leftJoin(owner, eq(owner.id, t.ownerId))
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .where(or(eq(t.ownerId, userId), eq(t.createdBy, userId)))
    .orderBy(asc(b.name), asc(t.businessId), asc(t.position), asc(t.id));
}

/** The security events about the person, newest first. */
export function listExportedSecurityEventsOf(db: Database, userId: string) {
  const s = schema.securityEvents;
  return db
    .select({
      id: s.id,
      kind: s.kind,
      actorName: s.actorName,
      businessName: s.businessName,
      address: s.address,
      at: s.at,
    })
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(desc(s.at), desc(s.id));
}
