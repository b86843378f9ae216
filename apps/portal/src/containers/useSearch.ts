import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  searchMachine,
  searchResultHref,
  selectSearchView,
  type FindInput,
  type FindOutput,
  type SearchScope,
} from '@portal/domain';
import { globalSearchViewProps, type GlobalSearchProps } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';

/**
 * The search's one call: the current company's (spy mode's included: the client sends the
 * company in view) or, for admin and council, every company they oversee. A newer query stops
 * this one: its request is aborted with the actor.
 */
export const searchActors = (call: WorkspaceCall) => ({
  find: fromPromise<FindOutput, FindInput>(async ({ input, signal }) =>
    dataOrReject(
      await call(async (api, map) => {
        const result =
          input.scope === 'company'
            ? await api.search.company(input.query, { signal })
            : await api.search.all(input.query, { signal });
        return result.ok ? { ok: true as const, data: map.toSearchGroups(result.data) } : result;
      }),
    ),
  ),
});

/** The top bar's search; a chosen result opens its place. */
export function useSearch(
  scope: SearchScope,
  call: WorkspaceCall = callWorkspace,
): GlobalSearchProps {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    searchMachine.provide({
      actors: searchActors(call),
      actions: {
        openResult: (_, { result }) => void navigate(searchResultHref(result, scope)),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { scope } });
  return {
    ...globalSearchViewProps(selectSearchView(state)),
    onOpen: () => send({ type: 'search.open' }),
    onClose: () => send({ type: 'search.close' }),
    onType: (query) => send({ type: 'search.type', query }),
    onRetry: () => send({ type: 'search.retry' }),
    onMove: (by) => send({ type: 'search.move', by }),
    onChoose: (index) =>
      send(index === undefined ? { type: 'search.choose' } : { type: 'search.choose', index }),
  };
}
