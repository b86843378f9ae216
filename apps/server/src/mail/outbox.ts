import type { Database } from '../db';
import type { Logger } from '../logger';
import {
  claimDueMail,
  countOutbox,
  deleteOutboxMail,
  insertOutboxMail,
  markOutboxAttemptFailed,
} from '../repositories/mail-outbox';
import { scheduleEvery, type Schedule } from '../housekeeping/schedule';
import type { MailMessage, Mailer } from './mailer';

export type OutboxPolicy = {
  /** Wait after the first failed attempt; each next one waits twice as long... */
  retryBaseMs: number;
  /** ...up to this. */
  retryMaxMs: number;
  /** Attempts before a message is given up ('failed'). */
  maxAttempts: number;
  /** How long a claimed message is the claimer's: past it (a crash mid-send) it is due again. */
  leaseMs: number;
  /** How often a sender looks for due messages beyond the ones its own server writes. */
  pollMs: number;
};

/**
 * 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts over about four hours, so an SMTP
 * server down for a maintenance window loses nothing and a wrong address stops being tried. The
 * lease outlasts nodemailer's timeouts (mail/mailer.ts) many times over.
 */
export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
  pollMs: 15_000,
};

/** Messages a sender claims at once. */
const BATCH = 10;

/** The wait after the `attempt`-th failed attempt (1-based): doubling from the base, capped. */
export const retryDelayMs = (policy: OutboxPolicy, attempt: number): number =>
  Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.max(0, attempt - 1));

type OutboxTotals = { sent: number; failed: number };

export type Outbox = {
  /** Keeps the message in the outbox and starts sending it: it is safe once this resolves. */
  send: (message: MailMessage) => Promise<void>;
  /** Sends every due message (this server's share of them); resolves when none is left. */
  deliverDue: () => Promise<void>;
  /** Resolves when the sending under way (started by `send` or the schedule) is over. */
  idle: () => Promise<void>;
  /** Looks for due messages every `pollMs` (and now); stop before closing the database. */
  start: () => Schedule;
  /** Messages waiting and given up, from the database (the same for every server). */
  counts: () => Promise<{ waiting: number; failed: number }>;
  /** Messages this process sent and gave up since it started (Prometheus counters). */
  totals: () => OutboxTotals;
};

const reason = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/**
 * Mail that survives a mail server being down: `send` writes the message to `mail_outbox` and
 * `transport` (SMTP or files) sends it afterwards, again and again with a growing wait until it
 * goes or `maxAttempts` is reached. Any number of servers may run senders on one database: each
 * message is claimed by one of them (repositories/mail-outbox.ts), and sent at least once.
 */
export function createOutbox(deps: {
  db: Database;
  transport: Mailer;
  logger: Logger;
  now: () => Date;
  policy?: Partial<OutboxPolicy>;
}): Outbox {
  const policy = { ...DEFAULT_OUTBOX_POLICY, ...deps.policy };
  const totals: OutboxTotals = { sent: 0, failed: 0 };

  const deliverOnce = async (): Promise<number> => {
    const now = deps.now();
    const claimed = await claimDueMail(
      deps.db,
      now,
      new Date(now.getTime() + policy.leaseMs),
      BATCH,
    );
    for (const row of claimed) {
      try {
        await deps.transport.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.link ? { link: row.link } : {}),
          ...(row.unsubscribe ? { unsubscribe: row.unsubscribe } : {}),
        });
      } catch (error) {
        const giveUp = row.attempts >= policy.maxAttempts;
        const retryAt = giveUp
          ? null
          : new Date(deps.now().getTime() + retryDelayMs(policy, row.attempts));
        await markOutboxAttemptFailed(deps.db, row.id, reason(error), retryAt);
        if (giveUp) {
          totals.failed++;
          deps.logger.error(
            `[mail] desistimos do email para ${row.recipient} ("${row.subject}") após ${row.attempts} tentativas`,
            error,
          );
        } else {
          deps.logger.warn(
            `[mail] falha ao enviar para ${row.recipient} (tentativa ${row.attempts} de ${policy.maxAttempts}); nova tentativa às ${retryAt?.toISOString()}: ${reason(error)}`,
          );
        }
        continue;
      }
      await deleteOutboxMail(deps.db, row.id);
      totals.sent++;
    }
    return claimed.length;
  };

  // One pass at a time in this process; a request to send while one runs is served by one more.
  let running: Promise<void> | null = null;
  let again = false;
  const deliverDue = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await deliverOnce()) === BATCH);
        } while (again);
      } catch (error) {
        deps.logger.error('[mail] falha ao enviar os emails da fila', error);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    send: async (message) => {
      await insertOutboxMail(
        deps.db,
        {
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          link: message.link ?? null,
          unsubscribe: message.unsubscribe ?? null,
        },
        deps.now(),
      );
      void deliverDue();
    },
    deliverDue,
    idle: async () => {
      while (running) await running;
    },
    start: () => scheduleEvery(deliverDue, policy.pollMs),
    counts: () => countOutbox(deps.db),
    totals: () => ({ ...totals }),
  };
}
