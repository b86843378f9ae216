import {
  AUTH_TYPES,
  EMAIL_INVALID,
  FILE_INVALID,
  ID_INVALID,
  ID_REQUIRED,
  JWT_MISSING,
  MAX_LENGTH,
  ROLES,
  SESSION_ROLES,
  TEXT_HAS_NUL,
  isValidEmail,
  isValidWebsite,
  textTooLong,
  websiteWithScheme,
} from '@portal/domain';
import { z } from 'zod';

/** 'user' signs in with an e-mail; 'business' with an access code such as 'DEMO01'. */
export const authTypeSchema = z.enum(AUTH_TYPES);
export type AuthType = z.infer<typeof authTypeSchema>;

/** Role as the browser stores it (login / validate-token replies, localStorage `user`). */
export const sessionRoleSchema = z.enum(SESSION_ROLES);
export type SessionRole = z.infer<typeof sessionRoleSchema>;

/** Role as the admin API speaks it; 'waiting' is an account status some lists carry. */
export const serverRoleSchema = z.enum(ROLES);
export type ServerRole = z.infer<typeof serverRoleSchema>;
/** A person's role as company and user lists carry it: a role, or 'waiting' for approval. */
export const accessRoleSchema = z.enum([...ROLES, 'waiting']);

/**
 * The one string schema of the contract. PostgreSQL text cannot hold a NUL character: let one
 * through and the database answers 22021, a 500 for the caller. Every schema builds on this.
 */
export const text = () => z.string().regex(/^[^\0]*$/, TEXT_HAS_NUL);

/** text() of at most `max` characters. */
export const capped = (max: number) => text().max(max, textTooLong(max));

/**
 * An e-mail by the domain's rule (the one the forms apply), after trimming. `requiredMessage`
 * answers an empty field; otherwise the invalid message covers it.
 */
export const emailSchema = (invalidMessage: string = EMAIL_INVALID, requiredMessage?: string) =>
  text()
    .trim()
    .min(1, requiredMessage ?? invalidMessage)
    .max(MAX_LENGTH.email, textTooLong(MAX_LENGTH.email))
    .refine(isValidEmail, invalidMessage);

/**
 * A website by the domain's rule ('loja.com.br' is one too); stored with its scheme, so a link
 * made of it is always http(s).
 */
export const websiteSchema = (requiredMessage: string, invalidMessage: string) =>
  text()
    .trim()
    .min(1, requiredMessage)
    .max(MAX_LENGTH.url, textTooLong(MAX_LENGTH.url))
    .refine(isValidWebsite, invalidMessage)
    .transform(websiteWithScheme);

/** Ids are uuids (crypto.randomUUID()); anything else names nothing and must never reach SQL. */
export const idSchema = text().min(1, ID_REQUIRED).uuid(ID_INVALID);
export const jwtSchema = capped(MAX_LENGTH.jwt).min(1, JWT_MISSING);

/**
 * Failure reply of every route (400, 401, 403, 404, 409, 413, 429, 501). `error` and `message`
 * carry the same pt-BR text because older callers read either one (docs/product.md, "The wire
 * format"). Extra keys pass through so a server may add details (e.g. a retry delay) without
 * breaking older clients.
 */
export const errorReplySchema = z
  .object({
    status: z.literal('error'),
    error: z.string(),
    message: z.string(),
  })
  .passthrough();
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const errorResponses = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  413: errorReplySchema,
  429: errorReplySchema,
  501: errorReplySchema,
} as const;

/** `{ status: 'success' }` webhook-style reply; optional pt-BR message. */
export const successReplySchema = z
  .object({ status: z.literal('success'), message: z.string().optional() })
  .passthrough();
export type SuccessReply = z.infer<typeof successReplySchema>;

/** A list whose first element is `{ status: 'success' }`: how a change without data says yes. */
export const successListReplySchema = z.array(successReplySchema).min(1);

/** Session fields every authenticated body carries (docs/product.md, "The wire format"). */
export const sessionFields = { jwt: jwtSchema, authType: authTypeSchema } as const;
export const businessSessionFields = { ...sessionFields, business: idSchema } as const;
export const businessIdSessionFields = { ...sessionFields, businessId: idSchema } as const;

/**
 * An uploaded part of a multipart body, as `FormData.get()` returns it (File extends Blob).
 * Only used to validate parsed FormData fields; JSON bodies never carry files.
 */
export const uploadSchema = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
  FILE_INVALID,
);

/** A text form field that may arrive empty from a multipart form. */
export const formTextSchema = text();
