/**
 * The `toast` region of a machine that shows one toast at a time, on its own clock whatever the
 * rest of the machine does: `toast.show` (raised by the machine) shows one for the setup's
 * `toastDelay`; a newer one replaces it and starts its delay again (going from the region into
 * `shown` leaves and re-enters `shown`, which restarts its `after`); `toast.dismiss` hides it at
 * once. The machine's setup names the two actions: `keepToast` (the event's toast into context)
 * and `clearToast`.
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
