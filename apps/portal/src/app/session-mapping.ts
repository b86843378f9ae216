import type { LoginSessionReply } from '@portal/api-client';
import type { Session } from '@portal/domain';

export function sessionFromLoginReply(reply: LoginSessionReply): Session {
  return {
    jwt: reply.jwt_token,
    authType: reply.auth_type,
    user: reply.user,
    business: reply.business,
  };
}
