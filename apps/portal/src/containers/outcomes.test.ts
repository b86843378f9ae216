import { describe, expect, it } from 'vitest';
import { failure, success, type LoginReply } from '@portal/api-client';
import { failureMessage, RESET_TOKEN_VERIFY_FAILED } from '@portal/domain';
import { clientUnavailable, dataOrReject } from '../app/api';
import { toLoginOutput, toVerifyResetTokenOutput } from './outcomes';

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

  it('rejects a refusal with the failure, whose text (server or docs/product.md) the form shows', () => {
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

describe('dataOrReject', () => {
  it("gives the data, and rejects every failure with itself: the text the call's client chose", () => {
    expect(dataOrReject(success(1))).toBe(1);
    const refused = failure('missing-session', 'Dados de autenticação ausentes');
    expect(thrownBy(() => dataOrReject(refused))).toBe(refused);
    const noAnswer = failure('network', 'Falha ao carregar os dados do perfil');
    expect(thrownBy(() => dataOrReject(noAnswer))).toBe(noAnswer);
  });

  it('rejects a client that could not be loaded as an Error, so the machine shows its own text', () => {
    // callApi's stand-in carries the connection error, which is login's text, not every flow's.
    expect(thrownBy(() => dataOrReject(clientUnavailable))).toBeInstanceOf(Error);
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
    // No answer, or no client at all: the page says it could not check the link.
    for (const noAnswer of [failure('network', RESET_TOKEN_VERIFY_FAILED), clientUnavailable]) {
      const thrown = thrownBy(() => toVerifyResetTokenOutput(noAnswer));
      expect(failureMessage(thrown, RESET_TOKEN_VERIFY_FAILED)).toBe(RESET_TOKEN_VERIFY_FAILED);
    }
  });
});
