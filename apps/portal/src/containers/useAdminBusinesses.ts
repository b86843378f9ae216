import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  adminBusinessesMachine,
  selectAdminBusinessesView,
  type AdminBusinessesToast,
  type DecideJoinInput,
  type LoadCompaniesInput,
  type LoadCompaniesOutput,
  type LoadJoinRequestsOutput,
  type LoadWaitingOutput,
  type RecordAccessInput,
  type RejectBusinessInput,
  type StoredBusiness,
  type WaitingCompany,
} from '@portal/domain';
import { adminBusinessesViewProps, type AdminBusinessesProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';
import { firstLoads } from '../app/first-loads';
import { useSession } from '../app/session-context';
import { useSpyMode } from '../app/spy-mode-context';

/** The app's way to the client: `callApi` itself, or a fake in tests. */
export type ApiCall = typeof callApi;

// The Companies screen's calls (docs/product.md, The wire format Admin businesses, and ours). getAll goes
// through the client's 5-minute cache (shared in-flight request) unless the machine forces it.
export const adminBusinessesActors = (call: ApiCall) => ({
  loadCompanies: fromPromise<LoadCompaniesOutput, LoadCompaniesInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminBusinesses.getAll({ force: input.force }))),
  ),
  // The landing's first reads may have been sent with the move to it (app/route-loaders.tsx);
  // each is taken once, and the pending view's later reads ask the server.
  loadWaiting: fromPromise<LoadWaitingOutput, void>(async () =>
    dataOrReject(await call((api) => firstLoads.waitingBusinesses.load(api))),
  ),
  loadJoinRequests: fromPromise<LoadJoinRequestsOutput, void>(async () =>
    dataOrReject(await call((api) => firstLoads.joinRequests.load(api))),
  ),
  rejectBusiness: fromPromise<unknown, RejectBusinessInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminBusinesses.reject(input.businessId))),
  ),
  decideJoin: fromPromise<unknown, DecideJoinInput>(async ({ input }) =>
    dataOrReject(
      await call((api) =>
        input.decision === 'approve'
          ? api.adminBusinesses.approveJoin(input.userId)
          : api.adminBusinesses.refuseJoin(input.userId),
      ),
    ),
  ),
  recordAccess: fromPromise<unknown, RecordAccessInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminBusinesses.recordAccess(input.businessId))),
  ),
});

/**
 * What the screen asks to open (the machine's named actions): the business detail, the edit
 * form, the delete confirmation, the Create Business form empty or prefilled from a waiting
 * registration ('Aprovar'). The modals themselves are another slice's; the route renders them.
 */
export type AdminBusinessesModalRequest =
  | { kind: 'detail'; id: string }
  | { kind: 'edit'; id: string }
  | { kind: 'delete'; id: string }
  | { kind: 'create' }
  | { kind: 'approve'; waiting: WaitingCompany };

/** The hook point the route hands the modals: what to open, and how to tell the list. */
export type AdminBusinessesModals = {
  request: AdminBusinessesModalRequest | null;
  /** The modal closed (whatever it did). */
  close: () => void;
  /**
   * A modal changed companies (created, approved, edited, deleted): the list and, when open, the
   * pending view read again; `notice` shows in the screen's toast (3 s).
   */
  changed: (notice?: AdminBusinessesToast) => void;
};

/** The browser effects the machine names, replaced by spies in tests. */
export type AdminBusinessesEffects = {
  openModal: (request: AdminBusinessesModalRequest) => void;
  enterSpyMode: (business: StoredBusiness) => void;
};

export const adminBusinessesMachineFor = (call: ApiCall, effects: AdminBusinessesEffects) =>
  adminBusinessesMachine.provide({
    actors: adminBusinessesActors(call),
    actions: {
      'detail.open': (_, { id }) => effects.openModal({ kind: 'detail', id }),
      'edit.open': (_, { id }) => effects.openModal({ kind: 'edit', id }),
      'delete.ask': (_, { id }) => effects.openModal({ kind: 'delete', id }),
      'create.open': () => effects.openModal({ kind: 'create' }),
      'approval.open': (_, { waiting }) => effects.openModal({ kind: 'approve', waiting }),
      // docs/product.md: the spy-mode machine stores the business and the flags and goes to meetings.
      'spyMode.enter': (_, { business }) => effects.enterSpyMode(business),
    },
  });

export function useAdminBusinesses(): {
  screen: AdminBusinessesProps;
  modals: AdminBusinessesModals;
} {
  const { session } = useSession();
  const spy = useSpyMode();
  const [request, setRequest] = useState<AdminBusinessesModalRequest | null>(null);
  // The machine is made once; spy mode's `enter` is read when it is called.
  const enter = useRef(spy.enter);
  useEffect(() => {
    enter.current = spy.enter;
  }, [spy.enter]);
  const [machine] = useState(() =>
    adminBusinessesMachineFor(callApi, {
      openModal: setRequest,
      enterSpyMode: (business) => enter.current(business),
    }),
  );
  const [state, send] = useMachine(machine, {
    input: { role: session?.user.role ?? null },
  });

  const close = useCallback(() => setRequest(null), []);
  const changed = useCallback(
    (notice?: AdminBusinessesToast) => {
      send({ type: 'companies.refresh' });
      if (state.context.view === 'pending') send({ type: 'pending.refresh' });
      if (notice) send({ type: 'notice.show', toast: notice });
    },
    [send, state.context.view],
  );
  const modals = useMemo(() => ({ request, close, changed }), [request, close, changed]);

  return {
    screen: {
      ...adminBusinessesViewProps(selectAdminBusinessesView(state)),
      onRetry: () => send({ type: 'companies.refresh' }),
      onSearchChange: (query) => send({ type: 'search.change', query }),
      onFilterChange: (filter) => send({ type: 'filter.change', filter }),
      onSortChange: (sort) => send({ type: 'sort.change', sort }),
      onViewChange: (view) => send({ type: 'view.change', view }),
      onOpenCompany: (id) => send({ type: 'company.open', id }),
      onAccessCompany: (id) => send({ type: 'company.access', id }),
      onEditCompany: (id) => send({ type: 'company.edit', id }),
      onDeleteCompany: (id) => send({ type: 'company.delete', id }),
      onCreateCompany: () => send({ type: 'company.create' }),
      onPendingRetry: () => send({ type: 'pending.refresh' }),
      onApproveWaiting: (id) => send({ type: 'waiting.approve', id }),
      onRejectWaiting: (id) => send({ type: 'waiting.reject', id }),
      onRejectConfirm: () => send({ type: 'reject.confirm' }),
      onRejectCancel: () => send({ type: 'reject.cancel' }),
      onApproveJoin: (userId) => send({ type: 'join.approve', userId }),
      onRefuseJoin: (userId) => send({ type: 'join.refuse', userId }),
      onDismissToast: () => send({ type: 'toast.dismiss' }),
    },
    modals,
  };
}
