import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ApiResult } from '@portal/api-client';
import type { callApi } from '../app/api';
import { twoFactorActors } from './useTwoFactor';

type Sent = { method: string; args: unknown[] };

/** `callApi` over a fake client whose twoFactor methods record what they were given. */
function fakeCall(answer: (method: string) => ApiResult<unknown>) {
  const sent: Sent[] = [];
  const twoFactor = new Proxy(
    {},
    {
      get:
        (_, method: string) =>
        async (...args: unknown[]) => {
          sent.push({ method, args });
          return answer(method);
        },
    },
  );
  const call = ((run: (api: unknown) => unknown) =>
    run({ twoFactor })) as unknown as typeof callApi;
  return { call, sent };
}

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = (logic: any, input?: unknown): Promise<unknown> =>
  toPromise(createActor(logic, { input }).start());

describe('the profile two-factor actors', () => {
  it('reads the state, and sends codes as the server takes them', async () => {
    const { call, sent } = fakeCall((method) =>
      method === 'status'
        ? ok({ enabled: true, required: false, recovery_codes_left: 4 })
        : method === 'confirm'
          ? ok({ status: 'success', recovery_codes: ['A'] })
          : method === 'begin'
            ? ok({ key: 'K', uri: 'otpauth://totp/x', qr: 'data:q' })
            : ok({ status: 'success' }),
    );
    const actors = twoFactorActors(call);
    expect(await run(actors.loadTwoFactor)).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 4,
    });
    expect(await run(actors.beginTwoFactor, { password: 'minha senha' })).toEqual({
      key: 'K',
      qr: 'data:q',
    });
    expect(await run(actors.confirmTwoFactor, { code: '123 456' })).toEqual(['A']);
    await run(actors.disableTwoFactor, { method: 'recovery', code: 'abcd-efgh ijkl mnop' });
    await run(actors.disableTwoFactor, { method: 'code', code: ' 654 321 ' });
    expect(sent.slice(1)).toEqual([
      { method: 'begin', args: ['minha senha'] },
      { method: 'confirm', args: ['123456'] },
      { method: 'disable', args: [{ recoveryCode: 'ABCDEFGHIJKLMNOP' }] },
      { method: 'disable', args: [{ code: '654321' }] },
    ]);
  });

  it("rejects with the server's words", async () => {
    const refusal = {
      ok: false as const,
      reason: 'http' as const,
      status: 400,
      message: 'Código inválido ou expirado.',
      serverMessage: 'Código inválido ou expirado.',
    };
    const { call } = fakeCall(() => refusal as ApiResult<unknown>);
    await expect(run(twoFactorActors(call).confirmTwoFactor, { code: '1' })).rejects.toMatchObject({
      message: 'Código inválido ou expirado.',
    });
  });
});
