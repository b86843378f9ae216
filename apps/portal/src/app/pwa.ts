import { useSyncExternalStore } from 'react';

// The installable portal's state as the app shows it (AppNotices): whether the device is offline,
// and whether a new build's service worker is waiting for 'Atualizar'. The worker is registered
// once the page has loaded and the browser is idle, so it never competes with the first paint
// (the login page's byte budget does not count it); vite-plugin-pwa writes the worker and its
// registration module at build time (vite.config.ts), and nothing registers in development.

type PwaState = { readonly offline: boolean; readonly updateAvailable: boolean };

const atStart: PwaState = { offline: false, updateAvailable: false };
let state: PwaState = atStart;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

const set = (next: Partial<PwaState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The notices' state, kept up to date. A page drawn at build time shows no notice, and so does
 * its hydration (the state at start); one that applies comes right after.
 */
export const usePwaState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => atStart,
  );

/** 'Atualizar': the waiting worker takes over and the page reloads into the new build. */
export const updatePortal = () => void applyUpdate?.();

const whenIdle = (win: Window, run: () => void) =>
  'requestIdleCallback' in win ? win.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run);

/** Follows the network and, in a production build, registers the service worker after load. */
export function startPwa(win: Window = window) {
  set({ offline: !win.navigator.onLine });
  win.addEventListener('online', () => set({ offline: false }));
  win.addEventListener('offline', () => set({ offline: true }));
  if (import.meta.env.DEV || !('serviceWorker' in win.navigator)) return;
  const register = () =>
    whenIdle(win, () => {
      void import('virtual:pwa-register').then(({ registerSW }) => {
        const update = registerSW({ onNeedRefresh: () => set({ updateAvailable: true }) });
        applyUpdate = () => update(true);
      });
    });
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
