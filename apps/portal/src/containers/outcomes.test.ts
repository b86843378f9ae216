import { describe, expect, it } from 'vitest';
import { failure, success, type LoginReply } from '@portal/api-client';
import {
  teamEmailEvents,
  toLoginOutput,
  toRegisterOutput,
  toVerifyResetTokenOutput,
} from './outcomes';

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

describe('toRegisterOutput', () => {
  it('passes the server error of a refused registration', () => {
    expect(
      toRegisterOutput(failure('http', 'Este email já está cadastrado', { status: 409 })),
    ).toEqual({ ok: false, error: 'Este email já está cadastrado' });
    expect(toRegisterOutput(success({ status: 'success' }))).toEqual({ ok: true });
    expect(() => toRegisterOutput(failure('network', 'x'))).toThrow();
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

describe('teamEmailEvents', () => {
  const own = 'eu@empresa.com.br';

  it('replays an added address as a comma-terminated entry (the machine validates it)', () => {
    expect(teamEmailEvents([], ['ana@empresa.com.br'], own)).toEqual([
      { type: 'teamEmail.change', value: 'ana@empresa.com.br,' },
    ]);
  });

  it('replays a removed address as a remove', () => {
    expect(teamEmailEvents(['ana@empresa.com.br', 'bia@x.com'], ['bia@x.com'], own)).toEqual([
      { type: 'teamEmail.remove', email: 'ana@empresa.com.br' },
    ]);
  });

  it('never sends the registrant’s own address, and ignores case-only differences', () => {
    expect(teamEmailEvents(['Ana@Empresa.com.br'], [own, 'ana@empresa.com.br'], own)).toEqual([]);
  });
});
