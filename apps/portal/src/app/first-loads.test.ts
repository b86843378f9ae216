import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, success, type ApiClient, type ApiResult } from '@portal/api-client';
import { clearFirstLoads, firstLoad, FIRST_LOAD_FRESH_MS, setFirstLoadClock } from './first-loads';

// A client that names a company and answers one read, counting how often it was asked.
function fakeClient(businessId: string | null = 'padaria') {
  return {
    readSession: () => ({ jwt: 'jwt', authType: 'user' as const, businessId }),
  } as unknown as ApiClient;
}

function countingRead(...answers: ApiResult<string>[]) {
  let asked = 0;
  const request = () => {
    const answer = answers[Math.min(asked, answers.length - 1)] as ApiResult<string>;
    asked += 1;
    return Promise.resolve(answer);
  };
  return { request, asked: () => asked };
}

let time = 0;
let restoreClock: () => number;
beforeEach(() => {
  time = 1_000;
  restoreClock = setFirstLoadClock(() => time);
  clearFirstLoads();
});
afterEach(() => {
  setFirstLoadClock(restoreClock);
});

describe('a first load sent ahead of its screen', () => {
  it('is asked once: the screen takes the started request instead of asking again', async () => {
    const read = countingRead(success('company'));
    const load = firstLoad('company', read.request);
    const api = fakeClient();
    load.start(api);
    expect(read.asked()).toBe(1);
    expect(await load.load(api)).toEqual(success('company'));
    expect(read.asked()).toBe(1);
  });

  it('is taken once: the screen read again (a retry, another visit) asks the server', async () => {
    const read = countingRead(success('first'), success('second'));
    const load = firstLoad('company', read.request);
    const api = fakeClient();
    load.start(api);
    await load.load(api);
    expect(await load.load(api)).toEqual(success('second'));
    expect(read.asked()).toBe(2);
  });

  it('falls back to a normal read when the started one failed', async () => {
    const refused = failure('network', 'Erro de conexão');
    const read = countingRead(refused, success('company'));
    const load = firstLoad('company', read.request);
    const api = fakeClient();
    load.start(api);
    expect(await load.load(api)).toEqual(success('company'));
    expect(read.asked()).toBe(2);
  });

  it('falls back to a normal read when the started one rejected', async () => {
    let asked = 0;
    const load = firstLoad<string>('company', () => {
      asked += 1;
      return asked === 1 ? Promise.reject(new Error('gone')) : Promise.resolve(success('ok'));
    });
    const api = fakeClient();
    load.start(api);
    expect(await load.load(api)).toEqual(success('ok'));
  });

  it('is not handed over once it is old: the screen asks the server', async () => {
    const read = countingRead(success('old'), success('new'));
    const load = firstLoad('company', read.request);
    const api = fakeClient();
    load.start(api);
    time += FIRST_LOAD_FRESH_MS + 1;
    expect(await load.load(api)).toEqual(success('new'));
  });

  it("is another company's read once spy mode changed the company", async () => {
    const read = countingRead(success('padaria'), success('sorriso'));
    const load = firstLoad('company', read.request);
    load.start(fakeClient('padaria'));
    expect(await load.load(fakeClient('sorriso'))).toEqual(success('sorriso'));
    expect(read.asked()).toBe(2);
  });

  it('is forgotten with the session (a sign-out)', async () => {
    const read = countingRead(success('before'), success('after'));
    const load = firstLoad('company', read.request);
    const api = fakeClient();
    load.start(api);
    clearFirstLoads();
    expect(await load.load(api)).toEqual(success('after'));
  });

  it('reads as usual when nothing was started', async () => {
    const read = countingRead(success('company'));
    const load = firstLoad('company', read.request);
    expect(await load.load(fakeClient())).toEqual(success('company'));
    expect(read.asked()).toBe(1);
  });
});
