// Rules of a meeting entering the system (ingestion action, import command, admin import form).

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A meeting date as ISO 8601: a day ('2026-11-20', midnight UTC) or a date-time with or without
 * an offset ('2026-11-20T14:00', '2026-11-20T14:00:00-03:00'); without an offset the time is
 * UTC, so the same text means the same instant on every server. Impossible days (2026-02-30)
 * are refused. Returns null for anything else.
 */
export const parseMeetingDate = (value: string): Date | null => {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59)
    return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  const iso = value.trim();
  const parsed = new Date(zone || !iso.includes('T') ? iso : `${iso}Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** UTF-8 bytes of a text (a transcript file's size), counted without allocating a copy. */
export const transcriptByteLength = (value: string): number => {
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
};
