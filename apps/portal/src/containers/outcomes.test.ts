import { describe, expect, it } from 'vitest';
import { failure, success, type LoginReply } from '@portal/api-client';
import {
  dataOrRejectOwnText,
  teamEmailEvents,
  toLoginOutput,
  toRegisterOutput,
  toVerifyResetTokenOutput,
} from './outcomes';

/** What `run` threw (the test fails when it threw nothing). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

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
      jwt: 'jwt-1',
      authType: 'business',
      user: reply.user,
      business: { id: 'b1', name: 'Padaria' },
    });
  });

  it('rejects a refusal with the failure, whose text (server or SPEC) the form shows', () => {
    const refused = failure('http', 'Muitas tentativas. Tente novamente em 1 minuto.', {
      status: 429,
    });
    expect(thrownBy(() => toLoginOutput(refused))).toEqual(refused);
    expect(thrownBy(() => toLoginOutput(refused))).toMatchObject({
      message: 'Muitas tentativas. Tente novamente em 1 minuto.',
    });
  });

  it('rejects when the server could not be reached, with the connection error', () => {
    expect(
      thrownBy(() =>
        toLoginOutput(failure('network', 'Erro de conexão. Por favor, tente novamente.')),
      ),
    ).toMatchObject({ message: 'Erro de conexão. Por favor, tente novamente.' });
  });
});

describe('dataOrRejectOwnText', () => {
  it('gives the data, rejects an answer with its failure and no answer as an Error', () => {
    expect(dataOrRejectOwnText(success(1))).toBe(1);
    const refused = failure('missing-session', 'Dados de autenticação ausentes');
    expect(thrownBy(() => dataOrRejectOwnText(refused))).toBe(refused);
    // The machine then shows its own SPEC text, not callApi's connection error.
    expect(
      thrownBy(() =>
        dataOrRejectOwnText(failure('network', 'Erro de conexão. Por favor, tente novamente.')),
      ),
    ).toBeInstanceOf(Error);
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
  it('greets by name when valid and rejects with why when not', () => {
    expect(toVerifyResetTokenOutput(success({ token: 't', userName: 'Ana' }))).toEqual({
      userName: 'Ana',
    });
    expect(
      thrownBy(() =>
        toVerifyResetTokenOutput(
          failure('rejected', 'Link de redefinição de senha inválido ou expirado'),
        ),
      ),
    ).toMatchObject({ message: 'Link de redefinição de senha inválido ou expirado' });
    expect(thrownBy(() => toVerifyResetTokenOutput(failure('network', 'x')))).toBeInstanceOf(Error);
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
