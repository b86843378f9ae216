import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createPortalContract, type RouteMeta } from '@portal/api-client';

const routesOf = (router: AppRouter, prefix = ''): [string, AppRoute][] =>
  Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[`${prefix}${key}`, value] as [string, AppRoute]]
      : routesOf(value, `${prefix}${key}.`),
  );

const actionsOf = (route: AppRoute, meta: RouteMeta): string[] => {
  const schema = (meta.actionIn === 'query' ? route.query : route.headers) as z.AnyZodObject;
  return [...(schema.shape.action as z.ZodEnum<[string, ...string[]]>).options];
};

const withActions = routesOf(createPortalContract()).filter(
  ([, route]) => (route.metadata as RouteMeta).actionIn,
);

// The server judges a bad body against the chosen action's schema from the route's metadata
// (http/api.ts); an action missing there would silently fall back to the union's message.
describe('per-action bodies in the contract metadata', () => {
  it('covers the routes chosen by action', () => {
    expect(withActions.map(([name]) => name)).toContain('tasks.tasks');
  });

  it.each(withActions)('%s names a JSON or multipart body for every action', (_name, route) => {
    const meta = route.metadata as RouteMeta;
    const actions = actionsOf(route, meta);
    const named = [...Object.keys(meta.actionBodies ?? {}), ...Object.keys(meta.multipart ?? {})];
    for (const action of actions) expect(named).toContain(action);
    for (const action of named) expect(actions).toContain(action);
  });
});
