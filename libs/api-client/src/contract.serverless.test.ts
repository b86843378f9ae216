import { createFetchHandler } from '@ts-rest/serverless/fetch';
import { describe, expect, it } from 'vitest';
import { portalContract } from './contract';
import { documentsActionBodies, documentsMultipartBodies } from './schemas/documents';

/**
 * The contract's mixed paths must pass @ts-rest/serverless validation for both JSON and multipart
 * requests (the fetch handler leaves multipart bodies unparsed), with the action where SPEC.md
 * puts it. The handler here only echoes what it could re-parse by action.
 */
const handler = createFetchHandler(portalContract.documents, {
  documents: async ({ query, body }, { request }) => {
    if (query.action === 'uploadDoc') {
      const form = Object.fromEntries((await request.formData()).entries());
      const parsed = documentsMultipartBodies.uploadDoc.safeParse(form);
      return {
        status: 200,
        body: [{ status: 'success', message: parsed.success ? parsed.data.name : 'invalid' }],
      };
    }
    const schema = documentsActionBodies[query.action];
    return {
      status: 200,
      body: [
        { status: 'success', message: schema.safeParse(body).success ? query.action : 'invalid' },
      ],
    };
  },
});

const post = (action: string, init: RequestInit) =>
  handler(
    new Request(`http://api.test/webhook/portal/documents?action=${action}`, {
      method: 'POST',
      ...init,
    }),
  );

describe('contract on the @ts-rest/serverless fetch handler', () => {
  it('lets a multipart upload through to the handler, which re-parses the form', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      jwt: 't',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
      name: 'Contrato',
    })) {
      form.append(key, value);
    }
    form.append('file', new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    const response = await post('uploadDoc', { body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ status: 'success', message: 'Contrato' }]);
  });

  it('validates JSON actions against the strict union', async () => {
    const json = (body: unknown) => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const ok = await post(
      'delete',
      json({
        jwt: 't',
        authType: 'user',
        business: '00000000-0000-4000-8000-000000006231',
        name: 'Contrato',
      }),
    );
    expect(await ok.json()).toEqual([{ status: 'success', message: 'delete' }]);
    const stray = await post(
      'delete',
      json({
        jwt: 't',
        authType: 'user',
        business: '00000000-0000-4000-8000-000000006231',
        name: 'x',
        extra: 1,
      }),
    );
    expect(stray.status).toBe(400);
  });

  it('refuses an unknown action in the query', async () => {
    const response = await post('format', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jwt: 't',
        authType: 'user',
        business: '00000000-0000-4000-8000-000000006231',
      }),
    });
    expect(response.status).toBe(400);
  });
});
