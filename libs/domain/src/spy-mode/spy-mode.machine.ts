import { assign, setup } from 'xstate';
import {
  LANDING_PATHS,
  isAdminRole,
  type SessionRole,
  type StoredBusiness,
} from '../model/session';

export type SpyModeMachineInput = {
  role: SessionRole | null;
  /** Read from storage (`spy_mode` / `spy_mode_business_id` / `business`) so a reload stays in. */
  stored?: { active: boolean; business: StoredBusiness | null };
};

export type SpyModeContext = {
  role: SessionRole | null;
  business: StoredBusiness | null;
};

export type SpyModeEvent =
  | {
      type: 'spyMode.enter';
      business: StoredBusiness;
      /**
       * The company page to open (a `/dashboard/business/...` path; default the meetings list),
       * and whether it replaces the current entry of the history (a link that only leads there,
       * `/admin/view/...`, must not stay behind the back button).
       */
      to?: string;
      replace?: boolean;
    }
  | { type: 'spyMode.exit' };

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

export const spyModeMachine = setup({
  types: {
    context: {} as SpyModeContext,
    events: {} as SpyModeEvent,
    input: {} as SpyModeMachineInput,
  },
  guards: {
    canEnterSpyMode: ({ context }) => isAdminRole(context.role),
    // Only a KNOWN role that may not spy wipes the flag: while the session is still being
    // validated the role is null, and wiping then would lose spy mode on every reload.
    isStoredFlagForbidden: ({ context }) =>
      context.business !== null && context.role !== null && !isAdminRole(context.role),
    isStoredSpyModeUsable: ({ context }) => isAdminRole(context.role) && context.business !== null,
  },
  actions: {
    /** Portal: store spy_mode='true', spy_mode_business_id = business.id and business. */
    persistSpyMode: notProvided('persistSpyMode') as (
      _: unknown,
      params: { business: StoredBusiness },
    ) => void,
    /** Portal: remove spy_mode, spy_mode_business_id, business and businessDetails. */
    clearSpyMode: notProvided('clearSpyMode') as () => void,
    navigate: notProvided('navigate') as (
      _: unknown,
      params: { to: string; replace?: boolean },
    ) => void,
  },
}).createMachine({
  id: 'spyMode',
  context: ({ input }) => ({
    role: input.role,
    business: input.stored?.active ? input.stored.business : null,
  }),
  initial: 'restoring',
  on: {
    // From `inactive`, and from `active` too: another company straight from a link (the chat's
    // answers) moves the view to it.
    'spyMode.enter': {
      guard: 'canEnterSpyMode',
      target: '.active',
      actions: [
        assign({ business: ({ event }) => event.business }),
        { type: 'persistSpyMode', params: ({ event }) => ({ business: event.business }) },
        {
          type: 'navigate',
          params: ({ event }) => ({
            to: event.to ?? LANDING_PATHS.dashboard,
            ...(event.replace ? { replace: true } : {}),
          }),
        },
      ],
    },
  },
  states: {
    restoring: {
      always: [
        { guard: 'isStoredSpyModeUsable', target: 'active' },
        // A stored flag this person may not use (no longer admin/council) is wiped, not obeyed.
        {
          guard: 'isStoredFlagForbidden',
          target: 'inactive',
          actions: [assign({ business: null }), 'clearSpyMode'],
        },
        { target: 'inactive', actions: assign({ business: null }) },
      ],
    },
    inactive: {},
    active: {
      on: {
        'spyMode.exit': {
          target: 'inactive',
          actions: [
            assign({ business: null }),
            'clearSpyMode',
            { type: 'navigate', params: { to: LANDING_PATHS.admin } },
          ],
        },
      },
    },
  },
});

export type SpyModeMachine = typeof spyModeMachine;
