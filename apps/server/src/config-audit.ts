// How AUDIT_LOG_RETENTION_DAYS is read (config.ts): the days the audit log keeps an entry. The
// log holds names and client addresses, so it is kept no longer than needed; the hourly purge
// deletes older entries (housekeeping/purge.ts).
import { optionalText } from './config-values';

/** When unset: a year. */
export const DEFAULT_AUDIT_LOG_RETENTION_DAYS = 365;
/** The most accepted: ten years. */
const MAX_DAYS = 3650;

/** Unset, or a whole number of days from 1 to ten years. */
export const auditLogRetentionText = optionalText.refine(
  (v) => v === undefined || (/^\d{1,5}$/.test(v) && +v >= 1 && +v <= MAX_DAYS),
  { message: `deve ser um número de dias entre 1 e ${MAX_DAYS}` },
);
