/**
 * An incoming X-Request-Id worth keeping (a proxy's or a client's, for following one request
 * through several logs): 1 to 128 letters, digits and `._:-`. Anything else, a space or a line
 * break that could forge a log line included, is replaced.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the sane incoming one, else a fresh random one. */
export const requestIdFrom = (incoming: string | undefined): string =>
  incoming !== undefined && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
