import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant } from './columns';

export const auditActorRoles = ['admin', 'council'] as const;

/**
 * What an admin or council member changed through the contract (http/audit.ts writes one row per
 * successful action the contract calls 'writes'): who, what, on which company or person, when and
 * from where. A record of what happened, so it names people and companies by id and by their name
 * then, and has no foreign key: an entry outlives the person deleted and the company erased it
 * tells of (the erasure's own entry is written after the company is gone). Kept
 * AUDIT_LOG_RETENTION_DAYS (housekeeping/purge.ts). The spy-mode entries and the second-factor
 * changes keep their own tables, which the log reads beside this one (repositories/audit-log.ts);
 * a company's spy-mode entries move here (action 'spy-mode') when the company is erased, so the
 * record of who entered it outlives it like the rest of the log.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    at: instant('at').notNull().defaultNow(),
    /** The contract's action, '<resource>.<action>' ('adminBusinesses.erase'). */
    action: text('action').notNull(),
    /** Who acted; null only for a spy-mode entry kept from a person deleted before it was moved here. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', { enum: auditActorRoles }).notNull(),
    /** The company the action named, and its name then; null when it named none. */
    businessId: uuid('business_id'),
    businessName: text('business_name'),
    /** The person the action named (a person edited, a join request decided), and their name then. */
    userId: uuid('user_id'),
    userName: text('user_name'),
    /**
     * The client's address as the server determines it (TRUST_PROXY decides whose); null only for
     * a spy-mode entry made before addresses were kept.
     */
    address: text('address'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_at_idx').on(t.actorId, t.at),
    index('audit_log_business_at_idx').on(t.businessId, t.at),
    check('audit_log_actor_role_valid', sql`${t.actorRole} in ('admin', 'council')`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
