import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instant } from './columns';
import { accountStatuses, users } from './users';

export const businesses = pgTable(
  'businesses',
  {
    id: idColumn(),
    name: text('name').notNull(),
    // Key of the business account (auth type 'business'), e.g. 'DEMO01'. Stored upper-cased;
    // null while the business waits for approval or has no account of its own.
    accessCode: text('access_code'),
    /** argon2id hash of the business account's password; null when it has no account. */
    passwordHash: text('password_hash'),
    /** Storage key of the logo (see src/storage), or null for the placeholder. */
    logo: text('logo'),
    website: text('website'),
    niche: text('niche'),
    knowledgeBase: text('knowledge_base'),
    customQuestions: jsonb('custom_questions').$type<string[]>().notNull().default([]),
    /** Revenue goal in BRL (docs/product.md: meta_faturamento / revenueGoal). */
    metaFaturamento: numeric('meta_faturamento', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    usernameInstagram: text('username_instagram'),
    managedBy: uuid('managed_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: accountStatuses }).notNull().default('active'),
    createdAt: createdAtColumn(),
    /**
     * Day the newest monthly report was filled in ('YYYY-MM-DD'), or null. The admin's
     * "DRE este mês" / "Pendentes" compares it with the current calendar month (docs/product.md).
     */
    lastDre: date('last_dre', { mode: 'string' }),
    tokensValidAfter: instant('tokens_valid_after'),
    /**
     * Id of the company's Google Sheets spreadsheet of reports (the product's getSheetId), which an
     * admin may set; null: the portal offers its own XLSX export instead.
     */
    sheetId: text('sheet_id'),
  },
  (t) => [
    uniqueIndex('businesses_access_code_unique').on(t.accessCode),
    index('businesses_name_idx').on(t.name),
    index('businesses_status_idx').on(t.status),
    check('businesses_access_code_upper_case', sql`${t.accessCode} = upper(${t.accessCode})`),
    check('businesses_status_valid', sql`${t.status} in ('active', 'waiting')`),
    check('businesses_meta_non_negative', sql`${t.metaFaturamento} >= 0`),
  ],
);

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
