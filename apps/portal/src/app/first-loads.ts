import type { ApiClient, ApiResult } from '@portal/api-client';

// A screen's first request may leave when the person asks for the screen (route-loaders.ts), in
// parallel with the screen's code, instead of once the screen has rendered and its machine has
// started. The lists the api-client keeps for 5 minutes need nothing more: the screen's first
// read finds the request already on its way in that cache. The reads it does not cache go
// through here: the request started at navigation is kept, keyed by what it reads and the
// company it reads it for, until the screen's load actor takes it, once. So the machine still
// owns the flow (it asks; it gets the started request's answer) and nothing is read twice.

/** A started request older than this is not handed to a screen: it was never taken when it was fresh. */
export const FIRST_LOAD_FRESH_MS = 10_000;

type Started = { readonly answer: Promise<ApiResult<unknown>>; readonly at: number };

const started = new Map<string, Started>();

/** The clock the store reads (tests set it). */
let now = () => Date.now();

/** Sets the store's clock; returns the one it replaced. */
export function setFirstLoadClock(clock: () => number): () => number {
  const previous = now;
  now = clock;
  return previous;
}

/** Forgets every started request (a sign-out, a sign-in: the next person reads their own). */
export function clearFirstLoads(): void {
  started.clear();
}

/**
 * One screen's first read that the api-client does not cache: `start` sends it ahead of the
 * screen; `load` is the screen's own first read, which takes the started request when one is
 * waiting and fresh, and asks the server itself otherwise (none started, already taken, too old,
 * or it failed: a request sent early must never make a screen fail that a later one would not).
 */
export type FirstLoad<T> = {
  readonly name: string;
  start(api: ApiClient): void;
  load(api: ApiClient): Promise<ApiResult<T>>;
};

/** A first load named `name`, read by `request` for the company the session names. */
export function firstLoad<T>(
  name: string,
  request: (api: ApiClient) => Promise<ApiResult<T>>,
): FirstLoad<T> {
  const keyOf = (api: ApiClient) => `${name}:${api.readSession().businessId ?? ''}`;
  return {
    name,
    start(api) {
      const answer = request(api);
      // Nobody may ever take it: its failure must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      started.set(keyOf(api), { answer, at: now() });
    },
    async load(api) {
      const key = keyOf(api);
      const waiting = started.get(key);
      started.delete(key);
      if (waiting && now() - waiting.at <= FIRST_LOAD_FRESH_MS) {
        const answer = (await waiting.answer.catch(() => null)) as ApiResult<T> | null;
        if (answer?.ok) return answer;
      }
      return request(api);
    },
  };
}

/** The first reads that are started with their screen (route-loaders.ts) and taken by its actor. */
export const firstLoads = {
  /** Empresa: the company. */
  company: firstLoad('company', (api) => api.company.get()),
  /** Reports: the reports, the company (its questions) and its sheet link. */
  reports: firstLoad('reports', (api) => api.reports.getSpecificCompany()),
  reportsCompany: firstLoad('reportsCompany', (api) => api.company.get()),
  reportsSheet: firstLoad('reportsSheet', (api) => api.reports.getSheetUrl()),
  /** The admin's companies screen: its 'Aguardando aprovação' counter. */
  waitingBusinesses: firstLoad('waitingBusinesses', (api) => api.adminBusinesses.getAllWaiting()),
  joinRequests: firstLoad('joinRequests', (api) => api.adminBusinesses.getJoinRequests()),
};
