import { initContract } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import type { Role } from '@portal/domain';
import { errorResponses } from '../schemas/common';

export const c = initContract();

/** Path prefix of every route but request-password-reset. Typed loosely so types never depend on the app. */
export type WebhookPrefix = `/webhook/${string}`;
export const webhookPrefix = (app: string): WebhookPrefix => `/webhook/${app}`;

/** Options every resource router shares: the prefix and the pt-BR error replies. */
export const routerOptions = (prefix: WebhookPrefix) =>
  ({ pathPrefix: prefix, commonResponses: errorResponses }) as const;

/**
 * What a successful call does to the sessions the server keeps (who each token names: a person,
 * a company, the links between them). 'keeps': it changes none of them, so the server keeps its
 * sessions after it; 'changes': the server drops them as it replies (on PostgreSQL the database's
 * announcement of the change travels on another connection and could arrive after this server's
 * next request). Calling an action 'changes' when it does not only costs a reload of the sessions;
 * calling one 'keeps' when it changes them lets a stale session through, so in doubt: 'changes'.
 */
export type SessionEffect = 'keeps' | 'changes';

/**
 * What the audit log makes of a successful call by an admin or a council member (the server
 * records it as it replies, apps/server/src/audit). 'reads': nothing; the call changes nothing
 * another person sees (a read, an export, the caller's own bell, chat history, sign-out or a
 * second factor not yet in force). 'writes': one entry, with who, what, the company or person it
 * named, when and from where. 'logged': nothing more; the action keeps its own record, which the
 * log reads as it is (spy-mode entries in business_accesses, second-factor changes in
 * security_events), so it is never told twice. A call without a session (login, registration, a
 * reset link) names nobody and is never recorded, whatever it says. Calling an action 'reads'
 * when it writes hides it from the log, so in doubt: 'writes'.
 */
export type AuditEffect = 'reads' | 'writes' | 'logged';

/** Room for a multipart envelope or a JSON encoding around the file a request carries. */
export const ENVELOPE_BYTES = 1024 * 1024;

/** How large a multipart action's body may be, and what a larger one is told. */
export type MultipartLimit = {
  /** The whole body, envelope included. */
  maxBytes: number;
  /** The refusal's text (an upload's own words); the server's generic one when absent. */
  tooLargeMessage?: string;
};

/**
 * Facts about a route that ts-rest has no field for; read by the OpenAPI builder (multipart
 * parts of mixed routes, roles), by the server (session, action placement, per-action bodies,
 * roles, body limits, admission, session cache) and by tests (action placement, every fact
 * declared).
 */
export type RouteMeta = {
  /** Where `action` goes for this path; absent when the path has one operation. */
  actionIn?: 'query' | 'header';
  /**
   * The JSON body schema of each action, for a path whose body `action` chooses. The route's
   * `body` is their union, so a bad body would be judged against whichever member it came closest
   * to; with these the server judges it against the chosen action's own schema and its 400 names
   * what is wrong for that action.
   */
  actionBodies?: Record<string, ZodTypeAny>;
  /** Actions whose body is multipart/form-data, with the schema of their parsed fields. */
  multipart?: Record<string, ZodTypeAny>;
  /** The body limit of each action in `multipart` (every one has its own). */
  multipartLimits?: Record<string, MultipartLimit>;
  /** The largest JSON body the route takes; absent: the server's default for JSON (100 KB). */
  maxJsonBytes?: number;
  /**
   * Session fields the client adds to the body. 'ingest': no portal session is required; the
   * server authenticates the caller itself (installation API key or an admin JWT).
   */
  session: 'none' | 'jwt' | 'auth' | 'business' | 'businessId' | 'ingest';
  /**
   * The route judges the caller's token itself and answers a bad one in its reply (validate-token:
   * `{ valid: false }`), so neither the server's gate (401) nor the OpenAPI security asks for one.
   */
  answersBadToken?: true;
  /**
   * Who may call: approved people with one of these roles (business accounts never). Absent: any
   * signed-in caller, limited to the company the body names when `session` names one.
   */
  roles?: readonly Role[];
  /** Roles of single actions where they differ from the route's `roles` (or from its session). */
  actionRoles?: Record<string, readonly Role[]>;
  /**
   * 'hashing': the route hashes a password (argon2) and waits for its own, smaller turn, so a
   * burst of logins never holds the reads up. Absent: the API's turn.
   */
  admission?: 'hashing';
  /** The route's {@link SessionEffect}, or each action's for a path `action` chooses. */
  sessions: SessionEffect | Record<string, SessionEffect>;
  /** The route's {@link AuditEffect}, or each action's for a path `action` chooses. */
  audit: AuditEffect | Record<string, AuditEffect>;
};

export const meta = (value: RouteMeta): RouteMeta => value;

/** The actions of a path `action` chooses: the names of its JSON and multipart bodies. */
export const actionsOfMeta = (value: RouteMeta): string[] => [
  ...new Set([...Object.keys(value.actionBodies ?? {}), ...Object.keys(value.multipart ?? {})]),
];

/** A record's own entry (a request's `action` may be any text, 'constructor' included). */
const ownValue = <V>(record: Record<string, V> | undefined, key: string | undefined) =>
  record && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * What a successful call of the route (and `action`, on a path `action` chooses) does to the kept
 * sessions: 'changes' unless the contract says 'keeps' for it.
 */
export const sessionEffectOf = (value: RouteMeta | undefined, action?: string): SessionEffect => {
  const effect = value?.sessions;
  if (typeof effect === 'string') return effect;
  return ownValue(effect, action) ?? 'changes';
};

/**
 * What the audit log makes of a successful call of the route (and `action`): 'writes' unless the
 * contract says otherwise, so an action it forgot is recorded rather than hidden.
 */
export const auditEffectOf = (value: RouteMeta | undefined, action?: string): AuditEffect => {
  const effect = value?.audit;
  if (typeof effect === 'string') return effect;
  return ownValue(effect, action) ?? 'writes';
};

/** The roles an action needs, or undefined when any signed-in caller (of its company) may. */
export const rolesOfMeta = (
  value: RouteMeta | undefined,
  action?: string,
): readonly Role[] | undefined => ownValue(value?.actionRoles, action) ?? value?.roles;
