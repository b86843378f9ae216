import { z } from 'zod';
import { loginSessionReplySchema } from '../schemas/auth';
import {
  secondFactorLoginBodySchema,
  secondFactorSetupActions,
  secondFactorSetupBodies,
  secondFactorSetupReplies,
  twoFactorActionBodies,
  twoFactorActionReplies,
  twoFactorActions,
} from '../schemas/two-factor';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const secondFactorSetupHeadersSchema = z.object({
  action: z.enum(secondFactorSetupActions),
});
export const twoFactorHeadersSchema = z.object({ action: z.enum(twoFactorActions) });

/**
 * Two-factor sign-in (TOTP). The two login steps carry no session: the short-lived token login
 * answered after the password is their only proof, and the server accepts it nowhere else. The
 * profile's actions are the signed-in person's own (business accounts are refused).
 */
export const createTwoFactorContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      verify: {
        method: 'POST',
        path: '/login/second-factor',
        summary: "Second step of login: the authenticator's 6-digit code or a recovery code",
        description:
          'With the `token` login answered (`status: second_factor`, `step: code`). Answers the ' +
          'session as login does. Counted like passwords: too many wrong codes answer 429.',
        body: secondFactorLoginBodySchema,
        responses: { 200: loginSessionReplySchema },
        metadata: meta({ session: 'none', sessions: 'keeps', audit: 'logged' }),
      },
      setup: {
        method: 'POST',
        path: '/login/second-factor/setup',
        summary: 'Set the second factor up at sign-in, where the role requires it: begin, confirm',
        description:
          'With the `token` login answered (`status: second_factor`, `step: setup`). `begin` ' +
          'answers a new key and its QR code; `confirm` turns it on with a code of the app and ' +
          'answers the session with the ten recovery codes, shown this once.',
        headers: secondFactorSetupHeadersSchema,
        body: z.union([secondFactorSetupBodies.begin, secondFactorSetupBodies.confirm]),
        responses: {
          200: z.union([secondFactorSetupReplies.begin, secondFactorSetupReplies.confirm]),
        },
        metadata: meta({
          session: 'none',
          actionIn: 'header',
          actionBodies: secondFactorSetupBodies,
          sessions: { begin: 'keeps', confirm: 'keeps' },
          audit: { begin: 'reads', confirm: 'logged' },
        }),
      },
      twoFactor: {
        method: 'POST',
        path: '/profile/two-factor',
        summary: "The signed-in person's second factor: status, begin, confirm, disable",
        description:
          'The `action` header chooses the operation. `begin`, with the current password ' +
          '(`current_password`, counted like login), answers a new key and its QR code ' +
          '(not in force until `confirm`), `confirm` turns it on and answers the ten recovery ' +
          'codes, `disable` turns it off with a code or a recovery code (refused where the role ' +
          'requires it).',
        headers: twoFactorHeadersSchema,
        body: z.union([
          twoFactorActionBodies.status,
          twoFactorActionBodies.begin,
          twoFactorActionBodies.confirm,
          ...twoFactorActionBodies.disable.options,
        ]),
        responses: {
          200: z.union([
            twoFactorActionReplies.status,
            twoFactorActionReplies.begin,
            twoFactorActionReplies.confirm,
            twoFactorActionReplies.disable,
          ]),
        },
        metadata: meta({
          session: 'auth',
          actionIn: 'header',
          actionBodies: twoFactorActionBodies,
          // Approved people only: a business account (a company's code) is no person, and a
          // person waiting for approval has no portal to protect yet.
          roles: ['admin', 'council', 'user'],
          sessions: { status: 'keeps', begin: 'keeps', confirm: 'keeps', disable: 'keeps' },
          // A key shown in a QR code asks nothing until confirmed; turning it on or off is
          // recorded in security_events, which the audit log reads.
          audit: { status: 'reads', begin: 'reads', confirm: 'logged', disable: 'logged' },
        }),
      },
    },
    routerOptions(prefix),
  );
