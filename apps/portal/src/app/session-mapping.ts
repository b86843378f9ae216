import type { LoginReply } from '@portal/api-client';
import type { Session } from '@portal/domain';

export function sessionFromLoginReply(reply: LoginReply): Session {
  return {
    jwt: reply.jwt_token,
    authType: reply.auth_type,
    user: reply.user,
    business: reply.business,
  };
}
