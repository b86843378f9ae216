import { describe, expect, it } from 'vitest';
import { failure, success, type LoginReply } from '@portal/api-client';
import { dataOrRejectOwnText, toLoginOutput, toVerifyResetTokenOutput } from './outcomes';

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
