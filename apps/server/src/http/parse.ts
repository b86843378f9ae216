import type { ZodTypeAny, z } from 'zod';
import { invalid } from '../services/errors';
import { zodMessagePt } from './zod-pt';

/** The input checked by the contract's schema, or a 400 with a readable pt-BR message. */
export const parse = <S extends ZodTypeAny>(schema: S, input: unknown): z.infer<S> => {
  const r = schema.safeParse(input);
  if (!r.success) throw invalid(zodMessagePt(r.error, input));
  return r.data;
};

/** A form's fields; a file input left empty arrives as an empty part, read as "no file". */
export const formFields = (form: FormData) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of form.entries()) {
    if (typeof v !== 'string' && v.size === 0) continue;
    out[k] = v;
  }
  return out;
};
