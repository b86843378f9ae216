import { assign, raise, type EventObject, type MachineContext } from 'xstate';

/**
 * How long a toast, or a modal's success or error message, shows before it goes: 3 s. Every
 * machine that shows one reads it from here (the document library alone shows its toasts for
 * 2 s, `DOCUMENT_TOAST_MS`).
 */
export const TOAST_MS = 3000;

/** The delay the `toast` region waits on, for a machine's `setup({ delays })`. */
export const toastDelays = { toastDelay: TOAST_MS } as const;

type ToastEvent<TToast> = { type: 'toast.show'; toast: TToast };

/**
 * The three actions a machine with a `toast` region names in its setup: `showToast` (raise
 * `toast.show` with the toast as params), `keepToast` (the shown toast into `context.toast`) and
 * `clearToast`. Typed by the machine's context and events, so each setup spreads them in as if
 * it had written them itself.
 */
export function toastActions<
  TContext extends MachineContext & { toast: unknown },
  TEvent extends EventObject,
>() {
  type TToast = NonNullable<TContext['toast']>;
  return {
    /** Shows a toast for the setup's `toastDelay`, replacing any toast showing. */
    showToast: raise<TContext, TEvent, TEvent, TToast>(
      (_, params) => ({ type: 'toast.show', toast: params }) as ToastEvent<TToast> & TEvent,
    ),
    keepToast: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) =>
        ({
          toast: event.type === 'toast.show' ? (event as ToastEvent<TToast> & TEvent).toast : null,
        }) as Partial<TContext>,
    ),
    clearToast: assign<TContext, TEvent, undefined, TEvent, never>(
      () => ({ toast: null }) as Partial<TContext>,
    ),
  };
}

/**
 * The `toast` region of a machine that shows one toast at a time, on its own clock whatever the
 * rest of the machine does: `toast.show` (raised by `showToast`) shows one for the setup's
 * `toastDelay`; a newer one replaces it and starts its delay again (going from the region into
 * `shown` leaves and re-enters `shown`, which restarts its `after`); `toast.dismiss` hides it at
 * once. The machine's setup names the actions of {@link toastActions}.
 */
export const toastRegion = {
  initial: 'hidden',
  on: { 'toast.show': { target: '.shown', actions: 'keepToast' } },
  states: {
    hidden: { entry: 'clearToast' },
    shown: {
      after: { toastDelay: 'hidden' },
      on: { 'toast.dismiss': 'hidden' },
    },
  },
} as const;
