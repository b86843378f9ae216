import type { Role, SessionRole } from '@portal/domain';
import type { Database } from '../db';
import type { JwtService } from '../auth/jwt';
import type { SessionCache } from '../auth/session-cache';
import type { AnnouncedCache } from '../cache/announced-cache';
import type { TaskReply } from '@portal/api-client';
import type { LoginThrottle } from '../auth/login-throttle';
import type { DeviceCookies } from '../auth/device-cookie';
import type { RegistrationLimiter, ResetLimiter } from '../auth/request-limit';
import type { SecondFactorKit } from '../auth/second-factor';
import type { Mailer } from '../mail/mailer';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import type { FileLinks } from './file-links';
import type { UnsubscribeLinks } from '../mail/unsubscribe-links';
import type { ChatDeps } from './chat/chat-deps';
import type { MeetingView } from './meeting-view';

export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** Everything a service may use; built once by createApp. */
export type ServiceDeps = {
  db: Database;
  jwt: JwtService;
  /** Who a token names, kept for seconds and dropped on any change (auth/session-cache.ts). */
  sessions: SessionCache;
  /** Each company's board as getAll answers it, kept while no task changes (app.ts). */
  boards: AnnouncedCache<TaskReply[]>;
  /** Each company's meetings as getmeetings answers them, kept likewise (app.ts). */
  meetings: AnnouncedCache<MeetingView[]>;
  throttle: LoginThrottle;
  /** Signed cookies of browsers that signed in to an account before (auth/device-cookie.ts). */
  devices: DeviceCookies;
  resetLimit: ResetLimiter;
  registrationLimit: RegistrationLimiter;
  /** The second step of login and the people's second factors (auth/second-factor.ts). */
  secondFactor: SecondFactorKit;
  /** The outbox: a message is kept, then sent with retries (mail/outbox.ts). */
  mailer: Pick<Mailer, 'send'>;
  storage: FileStorage;
  clock: Clock;
  logger: Logger;
  /** Base URL of the portal for links in e-mails, without trailing slash. */
  publicUrl: string;
  /** URL path under which stored files are served, e.g. /webhook/portal/files */
  filesPath: string;
  /** Signed, short-lived links to documents' files (services/file-links.ts). */
  fileLinks: FileLinks;
  /** The signed links in reminders and digests that turn that kind of e-mail off. */
  unsubscribe: UnsubscribeLinks;
  /** Work that must finish before the app closes (e-mails sent after the reply). */
  background: Set<Promise<unknown>>;
  /** Installation key of the meetings ingestion action; null when only admin tokens get in. */
  ingestApiKey?: string | null;
  /** The AI chat's engine and per-admin window (services/chat). */
  chat: ChatDeps;
};

export function sessionRole(role: Role, status: 'active' | 'waiting'): SessionRole {
  if (status === 'waiting') return 'waiting';
  return role === 'user' ? 'ordinary' : role;
}

/**
 * Runs work after the reply (e-mails, work whose duration must not show in the reply); the app
 * waits for it before closing the database. A failure is logged, never thrown.
 */
export function inBackground(deps: ServiceDeps, label: string, work: () => Promise<unknown>) {
  const running = Promise.resolve()
    .then(work)
    .catch((error: unknown) => deps.logger.error(label, error));
  deps.background.add(running);
  void running.finally(() => deps.background.delete(running));
}
