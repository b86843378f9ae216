import { useEffect, useState } from 'react';

// A message that vanishes after a while (SPEC §9: toasts and form messages for 3 s, 2 s for
// documents). The clock lives outside React so it runs (and is tested) with fake timers.

export type TimedMessage<M> = {
  /** Shows `message` for `ms`, replacing (and restarting the clock of) any earlier one. */
  show(message: M): void;
  clear(): void;
  dispose(): void;
};

export function createTimedMessage<M>(
  onChange: (message: M | null) => void,
  ms: number,
): TimedMessage<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    show(message) {
      clearTimeout(timer);
      onChange(message);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(null);
      }, ms);
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      onChange(null);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A message shown for `ms`, as state; the clock stops with the component. */
export function useTimedMessage<M>(ms: number): readonly [M | null, TimedMessage<M>] {
  const [message, setMessage] = useState<M | null>(null);
  const [timed] = useState(() => createTimedMessage<M>(setMessage, ms));
  useEffect(() => () => timed.dispose(), [timed]);
  return [message, timed] as const;
}
