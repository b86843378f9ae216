import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * After a submit that produced errors, moves focus to the first invalid control of the form so
 * keyboard and screen-reader users land on what needs fixing. Runs only when the set of error
 * messages changes, not on every render or keystroke.
 */
export function useFocusFirstError(
  formRef: RefObject<HTMLFormElement | null>,
  errors: Partial<Record<string, string | null | undefined>> | undefined,
) {
  const signature = errors
    ? Object.entries(errors)
        .filter(([, message]) => Boolean(message))
        .map(([field, message]) => `${field}:${message}`)
        .join('|')
    : '';
  const previous = useRef(signature);
  useEffect(() => {
    if (signature === previous.current) return;
    previous.current = signature;
    if (signature === '') return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [signature, formRef]);
}
