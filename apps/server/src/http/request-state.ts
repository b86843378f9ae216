import type { Principal } from '../auth/principal';

/** What the middleware learned about a request, for its handler (keyed by the request object). */
export type RequestState = {
  principal: Principal | null;
  form: FormData | null;
  /** A body other than a form, read whole before the request's turn (http/body-gate.ts). */
  body?: Uint8Array;
  /** The contract route of the request, once looked up (undefined: not yet; null: none). */
  route?: unknown;
};

const states = new WeakMap<Request, RequestState>();

export const stateOf = (request: Request): RequestState => {
  let s = states.get(request);
  if (!s) {
    s = { principal: null, form: null };
    states.set(request, s);
  }
  return s;
};
