import {
  businessNamesReplySchema,
  loginBodySchema,
  loginReplySchema,
  logoutBodySchema,
  registerBodySchema,
  registerReplySchema,
  validateTokenBodySchema,
  validateTokenReplySchema,
} from '../schemas/auth';
import { successReplySchema } from '../schemas/common';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const createAuthContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      login: {
        method: 'POST',
        path: '/login',
        summary:
          'Sign in with an e-mail (authType user) or a business access code (authType business)',
        body: loginBodySchema,
        responses: { 200: loginReplySchema },
        metadata: meta({
          session: 'none',
          admission: 'hashing',
          sessions: 'keeps',
          audit: 'writes',
        }),
      },
      validateToken: {
        method: 'POST',
        path: '/validate-token',
        summary: 'Check a stored token; answers valid true with user and business, or valid false',
        body: validateTokenBodySchema,
        responses: { 200: validateTokenReplySchema },
        metadata: meta({
          session: 'auth',
          answersBadToken: true,
          sessions: 'keeps',
          audit: 'reads',
        }),
      },
      logout: {
        method: 'POST',
        path: '/logout',
        summary: 'End every earlier token of the caller',
        body: logoutBodySchema,
        responses: { 200: successReplySchema },
        metadata: meta({ session: 'auth', sessions: 'changes', audit: 'reads' }),
      },
      register: {
        method: 'POST',
        path: '/register',
        summary: 'Register a person with an existing business or a new one that waits for approval',
        body: registerBodySchema,
        responses: { 200: registerReplySchema },
        metadata: meta({
          session: 'none',
          admission: 'hashing',
          sessions: 'changes',
          audit: 'writes',
        }),
      },
      getAllBusinessesNames: {
        method: 'GET',
        path: '/auth/getAllBusinessesNames',
        summary: 'Businesses a new person may join (id and name), for registration step 2',
        responses: { 200: businessNamesReplySchema },
        metadata: meta({ session: 'none', sessions: 'keeps', audit: 'reads' }),
      },
    },
    routerOptions(prefix),
  );
