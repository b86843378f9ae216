import { and, eq, notExists } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Active companies with neither a report nor a reminder for the month ('YYYY-MM-01'). */
export function listCompaniesToRemind(db: Database, month: string) {
  const b = schema.businesses;
  const r = schema.monthlyReports;
  const sent = schema.reportReminders;
  return db
    .select({ id: b.id, name: b.name })
    .from(b)
    .where(
      and(
        eq(b.status, 'active'),
        notExists(
          db
            .select({ id: r.id })
            .from(r)
            .where(and(eq(r.businessId, b.id), eq(r.month, month))),
        ),
        notExists(
          db
            .select({ month: sent.month })
            .from(sent)
            .where(and(eq(sent.businessId, b.id), eq(sent.month, month))),
        ),
      ),
    )
    .orderBy(b.name);
}

/**
 * Claims the company's reminder of the month: true for the one caller whose row was written,
 * false for every other (another server, a rerun), whenever they run.
 */
export async function claimReportReminder(
  db: Database,
  businessId: string,
  month: string,
  sentAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(schema.reportReminders)
    .values({ businessId, month, sentAt })
    .onConflictDoNothing()
    .returning({ month: schema.reportReminders.month });
  return rows.length > 0;
}

/** The company's own people (role user) whose accounts are active: id, name and e-mail. */
export function listActivePeopleOf(db: Database, businessId: string) {
  const u = schema.users;
  const ub = schema.userBusinesses;
  return db
    .select({ id: u.id, name: u.name, email: u.email })
    .from(u)
    .innerJoin(ub, eq(ub.userId, u.id))
    .where(and(eq(ub.businessId, businessId), eq(u.status, 'active'), eq(u.role, 'user')))
    .orderBy(u.email);
}
