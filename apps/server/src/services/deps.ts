import type { Database } from '../db';
import type { JwtService } from '../auth/jwt';
import type { LoginThrottle } from '../auth/login-throttle';
import type { Mailer } from '../mail/mailer';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';

export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** Everything a service may use; built once by createApp. */
export type ServiceDeps = {
  db: Database;
  jwt: JwtService;
  throttle: LoginThrottle;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
  logger: Logger;
  /** Base URL of the portal for links in e-mails, without trailing slash. */
  publicUrl: string;
  /** URL path under which stored files are served, e.g. /webhook/portal/files */
  filesPath: string;
  /** Work that must finish before the app closes (e-mails sent after the reply). */
  background: Set<Promise<unknown>>;
};

/** Session role as the browser stores it. */
export type SessionRole = 'admin' | 'council' | 'ordinary' | 'waiting';

export function sessionRole(
  role: 'admin' | 'council' | 'user',
  status: 'active' | 'waiting',
): SessionRole {
  if (status === 'waiting') return 'waiting';
  return role === 'user' ? 'ordinary' : role;
}
