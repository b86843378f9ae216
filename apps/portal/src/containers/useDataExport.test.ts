import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient, ApiResult, DownloadedFile } from '@portal/api-client';
import { COMPANY_DATA_EXPORT_FAILED, PERSONAL_DATA_EXPORT_FAILED } from '@portal/domain';
import type { callApi } from '../app/api';
import { dataExportMachineWith, type DataExportRequest } from './useDataExport';

const COMPANY = '00000000-0000-4000-8000-000000006299';
const zip = new Blob(['PK'], { type: 'application/zip' });

/** `callApi` over a fake client whose dataExports answer `reply`, recording each call. */
function fakeCall(reply: () => ApiResult<DownloadedFile> | Promise<never>) {
  const asked: string[] = [];
  const dataExports = {
    company: async (id: string) => {
      asked.push(`company ${id}`);
      return reply();
    },
    personal: async () => {
      asked.push('personal');
      return reply();
    },
  };
  const call = ((run: (api: ApiClient) => unknown) =>
    run({ dataExports } as unknown as ApiClient)) as typeof callApi;
  return { call, asked };
}

function start(subject: 'company' | 'personal', request: DataExportRequest, call: typeof callApi) {
  const saveFile = vi.fn();
  const actor = createActor(dataExportMachineWith(call, subject, request, { saveFile }), {
    input: { subject },
  }).start();
  actor.send({ type: 'export.start' });
  const settled = () => waitFor(actor, (s) => s.matches('done') || s.matches('failure'));
  return { actor, saveFile, settled };
}

describe('the data export container', () => {
  it("asks for the company's zip by its id and saves it under the server's name", async () => {
    const { call, asked } = fakeCall(() => ({
      ok: true,
      data: { blob: zip, fileName: 'padaria-dados-2026-11-20.zip' },
    }));
    const { saveFile, settled } = start('company', (api) => api.dataExports.company(COMPANY), call);
    expect((await settled()).value).toBe('done');
    expect(asked).toEqual([`company ${COMPANY}`]);
    expect(saveFile).toHaveBeenCalledWith(zip, 'padaria-dados-2026-11-20.zip');
  });

  it('names the file itself when the server gave no name', async () => {
    const { call } = fakeCall(() => ({ ok: true, data: { blob: zip, fileName: null } }));
    const { saveFile, settled } = start('personal', (api) => api.dataExports.personal(), call);
    await settled();
    expect(saveFile.mock.calls[0]?.[1]).toMatch(/^meus-dados-pessoa-\d{4}-\d{2}-\d{2}\.zip$/);
  });

  it("shows the call's text on a refusal, and saves nothing", async () => {
    const { call } = fakeCall(() => ({
      ok: false,
      reason: 'http',
      status: 500,
      message: PERSONAL_DATA_EXPORT_FAILED,
      serverMessage: null,
    }));
    const { saveFile, settled } = start('personal', (api) => api.dataExports.personal(), call);
    const state = await settled();
    expect(state.value).toBe('failure');
    expect(state.context.error).toBe(PERSONAL_DATA_EXPORT_FAILED);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("shows the company's own text when the client could not even be reached", async () => {
    const { call } = fakeCall(() => Promise.reject(new TypeError('Failed to fetch')));
    const { settled } = start('company', (api) => api.dataExports.company(COMPANY), call);
    expect((await settled()).context.error).toBe(COMPANY_DATA_EXPORT_FAILED);
  });
});
