import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { linkedIdOf } from '@portal/domain';

/**
 * A list's address may name one of its items (`?tarefa=…` on the board, `?pasta=…` in the
 * library: the search's links): `open` is called with it once the screen's data is `ready`,
 * once per id, so closing the item leaves it closed.
 */
export function useLinkedItem(param: string, ready: boolean, open: (id: string) => void): void {
  const id = linkedIdOf(useLocation().search, param);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || id === null || opened.current === id) return;
    opened.current = id;
    open(id);
  }, [ready, id, open]);
}
