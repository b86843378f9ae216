import { asc } from 'drizzle-orm';
import { isTaskOverdue, routes } from '@portal/domain';
import { schema, type Database } from '../db';

// The demo's rows as the assistant's question bank reads them (chat-bank/), and the
// small sums and links its expectations are written with.

export type ReportRow = typeof schema.monthlyReports.$inferSelect;

/** The demo's rows, as the expectations read them. */
export type DemoWorld = {
  now: Date;
  company: (fragment: string) => {
    id: string;
    name: string;
    managedBy: string | null;
    meta: number;
  };
  companies: { id: string; name: string }[];
  report: (company: string, month: string) => ReportRow | undefined;
  reports: ReportRow[];
  tasks: (typeof schema.tasks.$inferSelect)[];
  meetings: (typeof schema.meetings.$inferSelect)[];
  entries: (typeof schema.meetingTranscriptEntries.$inferSelect)[];
  documents: (typeof schema.documents.$inferSelect)[];
  users: (typeof schema.users.$inferSelect)[];
  links: (typeof schema.userBusinesses.$inferSelect)[];
};

export async function loadDemoWorld(db: Database, now: Date): Promise<DemoWorld> {
  const businesses = (
    await db.select().from(schema.businesses).orderBy(asc(schema.businesses.name))
  ).filter((b) => b.status === 'active');
  const reports = await db.select().from(schema.monthlyReports);
  const company = (fragment: string) => {
    const b = businesses.find((x) => x.name.includes(fragment));
    if (!b) throw new Error(`no demo company ${fragment}`);
    return { id: b.id, name: b.name, managedBy: b.managedBy, meta: b.metaFaturamento };
  };
  return {
    now,
    company,
    companies: businesses.map((b) => ({ id: b.id, name: b.name })),
    reports,
    report: (fragment, month) =>
      reports.find((r) => r.businessId === company(fragment).id && r.month === `${month}-01`),
    tasks: await db.select().from(schema.tasks),
    meetings: await db.select().from(schema.meetings),
    entries: await db.select().from(schema.meetingTranscriptEntries),
    documents: await db.select().from(schema.documents),
    users: await db.select().from(schema.users),
    links: await db.select().from(schema.userBusinesses),
  };
}

export type ChatQuestion = { question: string; facts: (w: DemoWorld) => string[] };

export const sum = (values: number[]) => Math.round(values.reduce((t, v) => t + v, 0) * 100) / 100;
export const fold = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
export const reportLink = (r: ReportRow) =>
  routes.companyView(r.businessId, { page: 'reports', id: r.id });
export const nameOf = (w: DemoWorld, id: string) => w.companies.find((c) => c.id === id)!.name;
export const monthRows = (w: DemoWorld, month: string) =>
  w.reports.filter((r) => r.month === `${month}-01`);
export const best = (rows: ReportRow[], pick: (r: ReportRow) => number, low = false) =>
  [...rows].sort((a, b) => (low ? pick(a) - pick(b) : pick(b) - pick(a)))[0]!;
export const open = (t: DemoWorld['tasks'][number]) => t.status !== 'done';
export const overdue = (w: DemoWorld) => w.tasks.filter((t) => isTaskOverdue(t, w.now));
export const latestMeeting = (w: DemoWorld, businessId: string) =>
  w.meetings
    .filter((m) => m.businessId === businessId)
    .sort((a, b) => b.date.getTime() - a.date.getTime())[0]!;
export const meetingLink = (m: DemoWorld['meetings'][number]) =>
  routes.companyView(m.businessId, { page: 'meetings', id: m.id });
export const yearSum = (w: DemoWorld, id: string, pick: (r: ReportRow) => number, year: string) =>
  sum(w.reports.filter((r) => r.businessId === id && r.month.startsWith(year)).map(pick));
