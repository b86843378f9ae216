import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn, idColumn, instant } from './columns';
import { users } from './users';

/**
 * A person's second factor (TOTP, RFC 6238). The key must be read back to check each code, so it
 * cannot be hashed: it is kept encrypted (AES-256-GCM under a key derived from the JWT secret,
 * auth/second-factor.ts), so a copy of the database alone does not hand out codes. A row without
 * `enabled_at` is a key shown in a QR code and not confirmed yet: it asks nothing at sign-in.
 */
export const userAuthenticators = pgTable('user_authenticators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: instant('enabled_at'),
  /**
   * The newest time step (unix seconds / 30) a code was accepted for: a code is refused unless
   * its step is later, so a code seen over a shoulder or in a proxy's log cannot be played again.
   */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAtColumn(),
});

/**
 * The ten recovery codes, as SHA-256 hashes. A plain hash is enough here, where a password would
 * need argon2: each code is 80 random bits, which no dictionary holds and no machine can walk.
 */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export const securityEventKinds = [
  'second-factor-enabled',
  'second-factor-disabled',
  'second-factor-reset',
  'recovery-code-used',
  'company-data-exported',
  'personal-data-exported',
  'account-erasure-requested',
  'account-erasure-withdrawn',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

/**
 * Changes to how a person signs in, and copies of data taken out of the portal (a company's data
 * exported by an admin, a person's own data): who did what for whom, when, and for an export
 * which company and from which address. The names are those of the moment, so the record still
 * reads right after either person or the company is renamed or deleted.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: idColumn(),
    kind: text('kind', { enum: securityEventKinds }).notNull(),
    /** Whose sign-in changed; null once that person is deleted (the name stays). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    /** Who made the change (the person themself, or an admin); null once deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** The company an export copied; null for other events, or once it is deleted (the name stays). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    businessName: text('business_name'),
    /** The client's address as the server saw it (behind a trusted proxy, the one it names). */
    address: text('address'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('security_events_user_at_idx').on(t.userId, t.at),
    // The audit log reads them newest first, and its retention purges by age.
    index('security_events_at_idx').on(t.at),
    check(
      'security_events_kind_valid',
      sql`${t.kind} in ('second-factor-enabled', 'second-factor-disabled', 'second-factor-reset', 'recovery-code-used', 'company-data-exported', 'personal-data-exported', 'account-erasure-requested', 'account-erasure-withdrawn')`,
    ),
  ],
);

export type SecurityEvent = typeof securityEvents.$inferSelect;
