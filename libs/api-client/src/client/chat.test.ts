import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn } from './test-support';

describe('session fields and action placement', () => {
  it('chat sends only jwt and the trimmed message', async () => {
    const { fetch, calls } = recordingFetch({ body: { output: '**3** empresas' } }, { body: {} });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.chat.send('  Quantas empresas?  ')).toEqual({
      ok: true,
      data: { output: '**3** empresas' },
    });
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', message: 'Quantas empresas?' });
    expect(await client.chat.send('Oi')).toEqual({
      ok: true,
      data: { output: 'Desculpe, não consegui processar sua pergunta.' },
    });
  });
});
