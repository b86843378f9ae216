import { useState } from 'react';

/**
 * Form values that a flow machine may own (pass `values` and `onFieldChange`) or that the screen
 * keeps itself (omit `values`, e.g. in a story). Either way every edit is reported field by field,
 * which is the shape of the machines' `field.change` events.
 */
export function useFormValues<V extends Record<string, unknown>>(
  values: V | undefined,
  defaults: V,
  onFieldChange: (<K extends keyof V & string>(field: K, value: V[K]) => void) | undefined,
) {
  const [own, setOwn] = useState<V>(() => ({ ...defaults, ...values }));
  const current = values ?? own;
  const setField = <K extends keyof V & string>(field: K, value: V[K]) => {
    if (values === undefined) setOwn((previous) => ({ ...previous, [field]: value }));
    onFieldChange?.(field, value);
  };
  return [current, setField] as const;
}
