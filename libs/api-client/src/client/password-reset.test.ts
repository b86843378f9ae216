import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@portal/domain';
import { createApiClient } from '.';
import { recordingFetch } from './test-support';

describe('password reset', () => {
  it('request-password-reset has no app segment; other calls follow the configured app', async () => {
    const { fetch, calls } = recordingFetch(
      { body: { status: 'success' } },
      { body: { valid: true, userName: 'Ana' } },
    );
    const client = createApiClient({
      baseUrl: '',
      app: 'mentoria',
      storage: createMemoryStorage(),
      fetch,
    });
    await client.passwordReset.requestPasswordReset('ana@x.com');
    await client.passwordReset.verifyResetToken('tok');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/webhook/request-password-reset',
      '/webhook/mentoria/verify-reset-token',
    ]);
    expect(calls[0]?.json).toEqual({ email: 'ana@x.com' });
  });

  it('verify reads the body whatever the status and needs valid true', async () => {
    const { fetch } = recordingFetch(
      { status: 400, body: { valid: false } },
      { body: { valid: true, token: 'tok', userName: 'Ana' } },
    );
    const client = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    expect(await client.passwordReset.verifyResetToken('tok')).toMatchObject({
      ok: false,
      reason: 'rejected',
      message: 'Link de redefinição de senha inválido ou expirado',
    });
    expect(await client.passwordReset.verifyResetToken('tok')).toEqual({
      ok: true,
      data: { token: 'tok', userName: 'Ana' },
    });
  });

  it('verify without a token sends nothing and says the token is missing', async () => {
    const { fetch, calls } = recordingFetch({ body: {} });
    const result = await createApiClient({
      baseUrl: '',
      storage: createMemoryStorage(),
      fetch,
    }).passwordReset.verifyResetToken(null);
    expect(result).toMatchObject({ ok: false, message: 'Token não encontrado' });
    expect(calls).toHaveLength(0);
  });

  it('reset succeeds only on success true', async () => {
    const { fetch, calls } = recordingFetch(
      { body: { success: false } },
      { body: { success: true } },
    );
    const client = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    expect(
      await client.passwordReset.resetPassword({ token: 't', newPassword: 'nova123' }),
    ).toMatchObject({
      ok: false,
      message: 'Erro ao redefinir senha. Por favor, tente novamente.',
    });
    expect(
      await client.passwordReset.resetPassword({ token: 't', newPassword: 'nova123' }),
    ).toEqual({ ok: true, data: true });
    expect(calls[1]?.json).toEqual({ newPassword: 'nova123', token: 't' });
  });
});
