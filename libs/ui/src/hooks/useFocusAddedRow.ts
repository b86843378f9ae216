import { useEffect, useRef } from 'react';

/**
 * A list whose rows the person adds with a button (questions, tasks): when `count` grows, the
 * first field of the last row takes the focus, so typing goes on in the row just added. Returns
 * the ref to put on the list.
 */
export function useFocusAddedRow<T extends HTMLElement>(count: number) {
  const listRef = useRef<T>(null);
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) {
      listRef.current?.querySelector<HTMLElement>(':scope > li:last-child input')?.focus();
    }
    previous.current = count;
  }, [count]);
  return listRef;
}
