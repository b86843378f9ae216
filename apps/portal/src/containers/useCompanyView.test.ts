import { describe, expect, it } from 'vitest';
import { failure, success } from '@portal/api-client';
import { COMPANY_LOAD_FAILED } from '@portal/domain';
import { fakeCall } from './fake-workspace-call';
import type { callApi } from '../app/api';
import { openCompanyView, recordCompanyAccess, type RecordAccess } from './useCompanyView';

const FLOR = '00000000-0000-4000-8000-0000000062aa';
// Only what the route reads of the company (the fake client is not type-checked against it).
const flor = { id: FLOR, name: 'Flor de Lis Floricultura' };

/** The company client as the route sees it: the person may see only `visible`. */
function companyApi(visible: readonly string[]) {
  const asked: string[] = [];
  const api = {
    company: {
      getById: async (businessId: string) => {
        asked.push(businessId);
        return visible.includes(businessId)
          ? success(flor)
          : failure('http', COMPANY_LOAD_FAILED, { status: 403 });
      },
    },
  };
  return { call: fakeCall(api as never), asked };
}

const recorded: string[] = [];
const recordInto: RecordAccess = async (businessId) => {
  recorded.push(businessId);
};

describe('/admin/view/{businessId}/{page}', () => {
  it.each([
    ['meetings/m1', '/dashboard/business/meetings/m1'],
    ['reports/r7', '/dashboard/business/reports/r7'],
    ['tasks', '/dashboard/business/tasks'],
    ['documents', '/dashboard/business/documents'],
    ['info', '/dashboard/business/info'],
    ['', '/dashboard/business/meetings'],
    ['nada-disso', '/dashboard/business/meetings'],
  ])('enters the company it names and opens %s there', async (rest, to) => {
    const { call, asked } = companyApi([FLOR]);
    const outcome = await openCompanyView(FLOR, rest, call, recordInto);
    expect(asked).toEqual([FLOR]);
    expect(outcome).toEqual({
      kind: 'enter',
      business: { id: FLOR, name: 'Flor de Lis Floricultura' },
      to,
    });
  });

  it('records the entry before spy mode starts', async () => {
    recorded.length = 0;
    const { call } = companyApi([FLOR]);
    await openCompanyView(FLOR, 'tasks', call, recordInto);
    expect(recorded).toEqual([FLOR]);
  });

  it('sends the person to the Companies screen for a company they may not see, or none', async () => {
    const { call } = companyApi([]);
    expect(await openCompanyView(FLOR, 'tasks', call, recordInto)).toEqual({ kind: 'refuse' });
    expect(await openCompanyView('nao-e-um-id', 'tasks', call, recordInto)).toEqual({
      kind: 'refuse',
    });
  });

  it('does not enter when the entry cannot be recorded', async () => {
    const { call } = companyApi([FLOR]);
    const failing: RecordAccess = async () => {
      throw new Error('offline');
    };
    expect(await openCompanyView(FLOR, 'tasks', call, failing)).toEqual({ kind: 'refuse' });
  });

  it('the hook records the entry through adminBusinesses.recordAccess, and a refusal rejects', async () => {
    const sent: string[] = [];
    const api = (ok: boolean) => ({
      adminBusinesses: {
        recordAccess: async (businessId: string) => {
          sent.push(businessId);
          return ok
            ? { ok: true as const, data: true as const }
            : { ok: false as const, reason: 'refused' as const, message: 'Sem acesso' };
        },
      },
    });
    const callWith = (ok: boolean) =>
      (async (run: (client: never) => unknown) =>
        run(api(ok) as never)) as unknown as typeof callApi;
    await expect(recordCompanyAccess(callWith(true))(FLOR)).resolves.toBeUndefined();
    await expect(recordCompanyAccess(callWith(false))(FLOR)).rejects.toMatchObject({
      message: 'Sem acesso',
    });
    expect(sent).toEqual([FLOR, FLOR]);
  });
});
