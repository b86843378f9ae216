// How stored values are read back (browser-storage.ts, reports-data.ts); not part of the domain's API.

/** A stored text as JSON, or the text itself when it is not JSON. */
export const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
