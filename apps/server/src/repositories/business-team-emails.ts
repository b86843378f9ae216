import { schema, type Database } from '../db';

/** Queries on `business_team_emails`. */

export async function insertBusinessTeamEmails(
  db: Database,
  businessId: string,
  emails: readonly string[],
): Promise<void> {
  await db.insert(schema.businessTeamEmails).values(emails.map((email) => ({ businessId, email })));
}
