import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instant } from './columns';

export const userRoles = ['admin', 'council', 'user'] as const;
export type UserRole = (typeof userRoles)[number];

export const accountStatuses = ['active', 'waiting'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    // Stored lower-cased (the check below refuses anything else) so the unique index is the
    // case-insensitive uniqueness that login and registration need.
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    status: text('status', { enum: accountStatuses }).notNull().default('active'),
    knowledgeBase: text('knowledge_base'),
    notes: text('notes'),
    /** Storage key of the picture (see src/storage), or null. */
    profilePicture: text('profile_picture'),
    createdAt: createdAtColumn(),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Tokens issued before this instant are refused (logout, password change/reset, role change). */
    tokensValidAfter: instant('tokens_valid_after'),
    /** The e-mails the person may turn off (profile modal, or the link inside each one). */
    mailTaskReminders: boolean('mail_task_reminders').notNull().default(true),
    mailWeeklyDigest: boolean('mail_weekly_digest').notNull().default(true),
    /**
     * The person asked for their account to be erased (LGPD); an admin confirms by deleting it.
     * Null when no request is open (never made, or withdrawn).
     */
    erasureRequestedAt: instant('erasure_requested_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_name_idx').on(t.name),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('admin', 'council', 'user')`),
    check('users_status_valid', sql`${t.status} in ('active', 'waiting')`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
