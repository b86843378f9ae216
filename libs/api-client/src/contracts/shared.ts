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
 * parts of mixed routes) and by tests (action placement).
 */
export type RouteMeta = {
  /** Where SPEC.md puts `action` for this path; absent when the path has one operation. */
  actionIn?: 'query' | 'header';
  /** Actions whose SPEC.md body is multipart/form-data, with the schema of their parsed fields. */
  multipart?: Record<string, ZodTypeAny>;
  /**
   * Session fields the client adds to the body. 'ingest': no portal session is required; the
   * server authenticates the caller itself (installation API key or an admin JWT).
   */
  session: 'none' | 'jwt' | 'auth' | 'business' | 'businessId' | 'ingest';
};

export const meta = (value: RouteMeta): RouteMeta => value;
