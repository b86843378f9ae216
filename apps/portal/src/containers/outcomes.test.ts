import { describe, expect, it } from 'vitest';
import { failure, success, type LoginReply } from '@portal/api-client';
import { toLoginOutput, toVerifyResetTokenOutput } from './outcomes';

const reply: LoginReply = {
  status: 'success',
  jwt_token: 'jwt-1',
  auth_type: 'business',
  business: { id: 'b1', name: 'Padaria' },
  user: { id: 'b1', name: 'Padaria', email: '', role: 'ordinary' },
};

describe('toLoginOutput', () => {
  it('turns a login reply into the session the machines keep', () => {
    expect(toLoginOutput(success(reply))).toEqual({
      ok: true,
      session: {
        jwt: 'jwt-1',
        authType: 'business',
        user: reply.user,
        business: { id: 'b1', name: 'Padaria' },
      },
    });
  });

  it('resolves a refusal with the text to show (server or SPEC)', () => {
    const refused = failure('http', 'Muitas tentativas. Tente novamente em 1 minuto.', {
      status: 429,
    });
    expect(toLoginOutput(refused)).toEqual({
      ok: false,
      message: 'Muitas tentativas. Tente novamente em 1 minuto.',
    });
  });

  it('rejects when the server could not be reached, so the form shows the connection error', () => {
    expect(() =>
      toLoginOutput(failure('network', 'Erro de conexão. Por favor, tente novamente.')),
    ).toThrow();
  });
});

describe('toVerifyResetTokenOutput', () => {
  it('greets by name when valid and shows why when not', () => {
    expect(toVerifyResetTokenOutput(success({ token: 't', userName: 'Ana' }))).toEqual({
      valid: true,
      userName: 'Ana',
    });
    expect(
      toVerifyResetTokenOutput(
        failure('rejected', 'Link de redefinição de senha inválido ou expirado'),
      ),
    ).toEqual({ valid: false, error: 'Link de redefinição de senha inválido ou expirado' });
    expect(() => toVerifyResetTokenOutput(failure('network', 'x'))).toThrow();
  });
});
