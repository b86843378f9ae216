import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import { htmlOfText } from './html';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link that matters in this message; printed in the log when mail is kept on disk. */
  link?: string;
  /**
   * The address that turns this kind of e-mail off (reminders, digests): sent as List-Unsubscribe
   * with List-Unsubscribe-Post (RFC 8058), so the mail program offers it next to the sender, and
   * large providers, which require it of automatic mail, do not file the message as spam.
   */
  unsubscribe?: string;
};

export type Mailer = {
  kind: 'smtp' | 'file';
  send: (message: MailMessage) => Promise<void>;
};

/**
 * Every message of the portal is written by the portal itself (a reset link, a reminder, a
 * decision): `Auto-Submitted` (RFC 3834) keeps vacation responders and mailing lists from
 * answering it, and the Microsoft header asks Exchange for the same.
 */
const AUTOMATIC_MAIL_HEADERS = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'All',
} as const;

/**
 * How long (ms) nodemailer waits on an SMTP server before the attempt fails and the outbox tries
 * it later; values given in SMTP_URL win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** The message as nodemailer composes it: text and HTML parts (multipart/alternative). */
const composed = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html ?? htmlOfText(m.text),
  headers: m.unsubscribe
    ? {
        ...AUTOMATIC_MAIL_HEADERS,
        'List-Unsubscribe': `<${m.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : AUTOMATIC_MAIL_HEADERS,
});

/** Where mails go inside DATA_DIR when there is no SMTP_URL. */
export const MAIL_FOLDER = 'mail';

export type MailerConfig = { smtpUrl: string | undefined; mailFrom: string; dataDir: string };

/**
 * How a message leaves (the outbox, mail/outbox.ts, decides when): SMTP through nodemailer when
 * SMTP_URL is set; otherwise each message is composed exactly as it would be sent and written as
 * an .eml file under DATA_DIR/mail, with its link printed in the log, so a machine with no mail
 * server still completes a password reset.
 */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      send: async (m) => {
        await transport.sendMail(composed(config.mailFrom, m));
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const dir = join(config.dataDir, MAIL_FOLDER);
  return {
    kind: 'file',
    send: async (m) => {
      const info = await transport.sendMail(composed(config.mailFrom, m));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Written aside and renamed, so a reader polling the folder never sees half a message.
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, info.message as Buffer, { mode: 0o600 });
      await rename(tmp, file);
      logger.info(`[mail] para ${m.to}: "${m.subject}" gravado em ${file}`);
      if (m.link) logger.info(`[mail] link: ${m.link}`);
    },
  };
}
