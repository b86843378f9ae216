import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { actionsOfMeta, type RouteMeta } from '@portal/api-client';
import { stateOf } from './request-state';

export type RouteInfo = {
  /** Dotted name in the contract, e.g. 'auth.login'. */
  name: string;
  route: AppRoute;
  meta: RouteMeta | undefined;
};

/** Every route of a contract (router) with its dotted name and its metadata. */
export function contractRoutes(router: AppRouter, prefix = ''): RouteInfo[] {
  const out: RouteInfo[] = [];
  for (const [key, value] of Object.entries(router)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(value))
      out.push({ name, route: value, meta: value.metadata as RouteMeta | undefined });
    else out.push(...contractRoutes(value as AppRouter, name));
  }
  return out;
}

/** The `action` of a request, from the header or the query as the route's metadata says. */
export const actionOf = (request: Request, meta: RouteMeta | undefined): string | undefined => {
  if (meta?.actionIn === 'header') return request.headers.get('action') ?? undefined;
  if (meta?.actionIn === 'query')
    return new URL(request.url).searchParams.get('action') ?? undefined;
  return undefined;
};

/**
 * Where the session fields of a request are: the parsed form, the JSON body, or the query string
 * of a GET (the product's getSheetId carries jwt and business in the query).
 */
export const sessionSource = (request: Request & { content?: unknown }): unknown => {
  const form = stateOf(request).form;
  if (form) return Object.fromEntries(form.entries());
  if (request.method === 'GET' || request.method === 'HEAD') {
    return Object.fromEntries(new URL(request.url).searchParams.entries());
  }
  return request.content;
};

/**
 * A request's name in the metrics: `<resource>.<action>` for a route chosen by action
 * ('tasks.getAll'), the route's contract name otherwise ('auth.login'); an action the route does
 * not take is undefined, so no caller can add a label.
 */
export const actionLabelOf = (info: RouteInfo, request: Request): string | undefined => {
  if (!info.meta?.actionIn) return info.name;
  const action = actionOf(request, info.meta);
  if (!action || !actionsOfMeta(info.meta).includes(action)) return undefined;
  return `${info.name.split('.')[0]}.${action}`;
};
