import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link that matters in this message; printed in the log when mail is kept on disk. */
  link?: string;
};

export type Mailer = {
  kind: 'smtp' | 'file';
  send: (message: MailMessage) => Promise<void>;
};

/** Where mails go inside DATA_DIR when there is no SMTP_URL. */
export const MAIL_FOLDER = 'mail';

export type MailerConfig = { smtpUrl: string | undefined; mailFrom: string; dataDir: string };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is composed exactly as it
 * would be sent and written as an .eml file under DATA_DIR/mail, with its link printed in the log,
 * so a machine with no mail server still completes a password reset.
 */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (m) => {
        await transport.sendMail({
          from: config.mailFrom,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.html ? { html: m.html } : {}),
        });
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
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
      });
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
