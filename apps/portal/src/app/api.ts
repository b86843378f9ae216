import { createApiClient, type LoginReply } from '@portal/api-client';
import type { Session } from '@portal/domain';
import { apiAppSegment, apiBaseUrl } from './config';

// The one API client of the app: it reads the session fields from localStorage for every call,
// so spy mode and logout take effect on the next call without any wiring.
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  app: apiAppSegment,
  storage: window.localStorage,
});

export function sessionFromLoginReply(reply: LoginReply): Session {
  return {
    jwt: reply.jwt_token,
    authType: reply.auth_type,
    user: reply.user,
    business: reply.business,
  };
}
