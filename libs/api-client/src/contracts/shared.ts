import { initContract } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { errorResponses } from '../schemas/common';

export const c = initContract();

/** Path prefix of every route but request-password-reset. Typed loosely so types never depend on the app. */
export type WebhookPrefix = `/webhook/${string}`;
export const webhookPrefix = (app: string): WebhookPrefix => `/webhook/${app}`;

/** Options every resource router shares: the prefix and the pt-BR error replies. */
export const routerOptions = (prefix: WebhookPrefix) =>
  ({ pathPrefix: prefix, commonResponses: errorResponses }) as const;

/**
 * Facts about a route that ts-rest has no field for; read by the OpenAPI builder (multipart
 * parts of mixed routes), by the server (session, action placement, per-action bodies) and by
 * tests (action placement).
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
  /**
   * Session fields the client adds to the body. 'ingest': no portal session is required; the
   * server authenticates the caller itself (installation API key or an admin JWT).
   */
  session: 'none' | 'jwt' | 'auth' | 'business' | 'businessId' | 'ingest';
};

export const meta = (value: RouteMeta): RouteMeta => value;
