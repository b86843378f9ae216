import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Shared column builders so every table spells ids and instants the same way.

/** uuid primary key; the database fills it when the caller does not (crypto.randomUUID() also fits). */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** An instant, always with time zone, read as a JS Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAtColumn = () => instant('created_at').notNull().defaultNow();
