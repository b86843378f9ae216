import { describe, expect, it } from 'vitest';
import { routes } from '@portal/domain';
import {
  isGuestOnly,
  PRERENDERED_ATTRIBUTE,
  prerenderedPageAt,
  prerenderedPages,
} from './prerendered-pages';
import { routeTable } from './routeTable';

/** A #root as the build writes it: marked with the page drawn in it, or not at all. */
const rootOf = (drawn: string | null) =>
  ({
    getAttribute: (name: string) => (name === PRERENDERED_ATTRIBUTE ? drawn : null),
  }) as unknown as HTMLElement;

const at = (address: string) => {
  const { pathname, search } = new URL(address, 'http://portal.test');
  return { pathname, search };
};

describe('the pages the build draws', () => {
  it('are the public pages of the route table', () => {
    const paths = prerenderedPages.map((page) => page.path);
    expect(paths).toEqual([routes.login, routes.register, routes.resetPassword]);
    for (const path of paths) {
      expect(routeTable.find((route) => route.path === path)?.access).toMatch(/^(guest|public)$/);
    }
  });

  it('are hydrated where the first render is the page drawn', () => {
    const drawn = (root: string, address: string) =>
      prerenderedPageAt(rootOf(root), at(address))?.path;
    expect(drawn('/', '/')).toBe('/');
    expect(drawn('/', '/?destino=/dashboard/business/tasks')).toBe('/');
    expect(drawn('/register', '/register')).toBe('/register');
    expect(drawn('/reset-password', '/reset-password?token=abc')).toBe('/reset-password');
  });

  it('are drawn anew elsewhere: another route, a reset link without its token, no page drawn', () => {
    // The service worker's shell (the login page) for another address.
    expect(prerenderedPageAt(rootOf('/'), at('/dashboard/business/meetings'))).toBeNull();
    expect(prerenderedPageAt(rootOf('/'), at('/register'))).toBeNull();
    // Without a token the reset page says 'Link inválido', not what was drawn.
    expect(prerenderedPageAt(rootOf('/reset-password'), at('/reset-password'))).toBeNull();
    expect(prerenderedPageAt(rootOf('/reset-password'), at('/reset-password?token='))).toBeNull();
    expect(prerenderedPageAt(rootOf(null), at('/'))).toBeNull();
  });

  it('keep a signed-in person off the login and registration pages only', () => {
    const guestOnly = prerenderedPages.filter(isGuestOnly).map((page) => page.path);
    expect(guestOnly).toEqual([routes.login, routes.register]);
  });
});
