/** What is made once for a kept reply: its JSON as UTF-8 bytes, then their gzip (http/dispatch.ts). */
export type KeptSerialization = {
  bytes?: Uint8Array<ArrayBuffer>;
  gzip?: Promise<Uint8Array<ArrayBuffer>>;
};

const kept = new WeakMap<object, KeptSerialization>();

/**
 * Marks a reply body that is kept and shared by many replies and never changed (a kept board,
 * a company's kept meetings): the dispatcher then makes its JSON bytes, and their gzip, once for
 * all of them instead of once per reply. Returns the value itself.
 */
export function keptReply<T extends object>(value: T): T {
  kept.set(value, {});
  return value;
}

/** Where a kept reply body's bytes and gzip are kept; undefined for any other value. */
export const keptSerialization = (value: unknown): KeptSerialization | undefined =>
  typeof value === 'object' && value !== null ? kept.get(value) : undefined;
