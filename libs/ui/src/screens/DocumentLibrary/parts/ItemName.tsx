import { useLayoutEffect, useRef, useState } from 'react';
import * as styles from './ItemName.css';

/** Whether `element`'s text is cut (more lines than its two), measured again as it resizes. */
function useIsCut(text: string) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return { ref, cut };
}

export type ItemNameProps = {
  name: string;
  /** The card is pointed at or has keyboard focus (and the person has not pressed Escape). */
  showWhole: boolean;
};

/**
 * A card's name on two lines, then '…'. While the card is pointed at or focused from the keyboard
 * a cut name shows whole over the card (a title attribute never shows on focus). The whole name
 * is the card's accessible name already (the cut text is still all there), so the copy shown
 * over it is hidden from assistive technology.
 */
export function ItemName({ name, showWhole }: ItemNameProps) {
  const { ref, cut } = useIsCut(name);
  return (
    <span className={styles.box}>
      <span ref={ref} className={styles.name} data-name>
        {name}
      </span>
      {cut && showWhole && (
        <span className={styles.fullName} aria-hidden="true" data-full-name>
          {name}
        </span>
      )}
    </span>
  );
}
