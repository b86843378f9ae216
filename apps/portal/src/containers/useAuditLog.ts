import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  auditLogMachine,
  isAuditKind,
  selectAuditLogView,
  type AuditFilterOptions,
  type LoadAuditLogInput,
  type LoadAuditLogOutput,
} from '@portal/domain';
import { adminAuditLogViewProps, type AdminAuditLogProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';

// The admin's audit log ('Registro de auditoria'): a page of entries for the filters chosen, and
// the people and companies the filters offer. Nothing is kept between visits: every change an
// admin makes writes an entry, theirs included.

/** The filters as the route takes them: those left at "any" are not sent. */
const listInputOf = ({ filters, page }: LoadAuditLogInput) => ({
  ...(filters.actorId && { actorId: filters.actorId }),
  ...(filters.businessId && { businessId: filters.businessId }),
  ...(isAuditKind(filters.kind) && { kind: filters.kind }),
  ...(filters.from && { from: filters.from }),
  ...(filters.to && { to: filters.to }),
  page,
});

export const auditLogActors = (call: typeof callApi) => ({
  loadAuditLog: fromPromise<LoadAuditLogOutput, LoadAuditLogInput>(async ({ input }) => {
    const page = dataOrReject(await call((api) => api.adminAudit.list(listInputOf(input))));
    return { entries: page.entries, hasMore: page.hasMore };
  }),
  loadAuditFilters: fromPromise<AuditFilterOptions, void>(async () =>
    dataOrReject(await call((api) => api.adminAudit.filters())),
  ),
});

export function useAuditLog(): AdminAuditLogProps {
  const [machine] = useState(() => auditLogMachine.provide({ actors: auditLogActors(callApi) }));
  const [state, send] = useMachine(machine);
  return {
    ...adminAuditLogViewProps(selectAuditLogView(state)),
    onFilterChange: (field, value) => send({ type: 'filter.change', field, value }),
    onClearFilters: () => send({ type: 'filters.clear' }),
    onPreviousPage: () => send({ type: 'page.previous' }),
    onNextPage: () => send({ type: 'page.next' }),
    onRetry: () => send({ type: 'list.retry' }),
    onOptionsRetry: () => send({ type: 'options.retry' }),
  };
}
