import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type ApiClient,
  type Business,
  type CompanyUpdateInput,
} from '@portal/api-client';
import {
  ACCESS_LOG_LOAD_FAILED,
  accessLogMachine,
  companyEditMachine,
  formatAdminDate,
  selectAccessLogView,
  selectCompanyEditView,
  type CompanyEditView,
} from '@portal/domain';
import { companyInfoViewProps } from '@portal/ui';
import { fakeCall } from './fake-workspace-call';
import { accessLogActors, companyInfoActors } from './useCompanyInfo';

/** The save result the page shows for 3 s, as the container hands it to the screen. */
const companyMessage = (view: CompanyEditView) => companyInfoViewProps(view).message;

const business: Business = {
  id: '5d0c3a52-3f0e-4a57-8c2b-1b2f5e6a7c90',
  name: 'Padaria Aurora',
  logo: null,
  website: 'https://aurora.com.br',
  niche: 'Alimentação',
  knowledge_base: null,
  custom_questions: [],
  meta_faturamento: 150000,
  username_instagram: '@aurora',
  managed_by: 'u1',
  created_at: '2026-01-10T12:00:00.000Z',
  lastDRE: null,
  access_users: [{ id: 'u1', name: 'Marina Costa', email: 'marina@aurora.com.br', role: 'admin' }],
};

function companyApi(options: { update?: boolean; reread?: boolean; load?: boolean } = {}) {
  const sent: CompanyUpdateInput[] = [];
  let reads = 0;
  let current = business;
  const api = {
    company: {
      get: async () => {
        reads += 1;
        if (reads === 1 && options.load === false) {
          return failure('missing-session', 'Dados de autenticação ausentes');
        }
        if (reads > 1 && options.reread === false) {
          return failure('network', 'Falha ao carregar informações da empresa');
        }
        return success(current);
      },
      update: async (input: CompanyUpdateInput) => {
        sent.push(input);
        if (options.update === false) {
          return failure('http', 'Falha ao atualizar informações da empresa', { status: 500 });
        }
        current = {
          ...current,
          website: input.website,
          logo: input.logo ? '/uploads/logo-2.png' : current.logo,
        };
        return success({ status: 'success' as const });
      },
    } as unknown as ApiClient['company'],
  };
  const actor = createActor(
    companyEditMachine.provide({ actors: companyInfoActors(fakeCall(api)) }),
  ).start();
  return { actor, sent };
}

const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('the company page container', () => {
  it("shows 'Dados de autenticação ausentes' when the session is missing", async () => {
    const { actor } = companyApi({ load: false });
    const snapshot = await waitFor(actor, (s) => s.matches('loadFailure'));
    expect(selectCompanyEditView(snapshot).loadError).toBe('Dados de autenticação ausentes');
  });

  it('saves the draft with the picked logo, then shows the company as read again (new logo URL)', async () => {
    const { actor, sent } = companyApi();
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(selectCompanyEditView(actor.getSnapshot()).company?.meta_faturamento).toBe('150000');
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'website', value: 'https://aurora.net' });
    actor.send({ type: 'logo.select', file: logo });
    actor.send({ type: 'form.submit' });
    const saved = await waitFor(actor, (s) => s.matches('viewing'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ website: 'https://aurora.net', meta_faturamento: '150000' });
    expect(sent[0]?.logo).toBe(logo);
    const view = selectCompanyEditView(saved);
    expect(view.company?.logo).toBe('/uploads/logo-2.png');
    expect(companyMessage(view)).toEqual({
      tone: 'success',
      text: 'Informações atualizadas com sucesso',
    });
  });

  it('keeps a saved update when reading it back fails: the page shows the draft', async () => {
    const { actor } = companyApi({ reread: false });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'niche', value: 'Panificação' });
    actor.send({ type: 'form.submit' });
    const saved = await waitFor(actor, (s) => s.matches('viewing'));
    expect(selectCompanyEditView(saved).company?.niche).toBe('Panificação');
    expect(companyMessage(selectCompanyEditView(saved))?.tone).toBe('success');
  });

  it('stays in edit mode with the error message when the update fails', async () => {
    const { actor } = companyApi({ update: false });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'niche', value: 'Panificação' });
    actor.send({ type: 'form.submit' });
    const failed = await waitFor(actor, (s) => s.matches('editing'));
    const view = selectCompanyEditView(failed);
    expect(view.fields?.niche).toBe('Panificação');
    expect(companyMessage(view)).toEqual({
      tone: 'error',
      text: 'Falha ao atualizar informações da empresa',
    });
  });
});

describe("the company page's access list", () => {
  const entries = [
    { id: 'a2', at: '2026-11-16T18:05:00.000Z', name: 'Roberto Almeida', role: 'council' as const },
    { id: 'a1', at: '2026-11-02T12:30:00.000Z', name: 'Mariana Costa', role: 'admin' as const },
  ];

  /** The page's two machines on one fake client whose access list answers `log` in turn. */
  function page(log: Array<'fail' | 'ok'>) {
    let reads = 0;
    const api = {
      company: {
        get: async () => success(business),
        accessLog: async () => {
          const answer = log[Math.min(reads, log.length - 1)];
          reads += 1;
          return answer === 'fail'
            ? failure('http', ACCESS_LOG_LOAD_FAILED, { status: 500 })
            : success(entries);
        },
      } as unknown as ApiClient['company'],
    };
    const company = createActor(
      companyEditMachine.provide({ actors: companyInfoActors(fakeCall(api)) }),
    ).start();
    const accessLog = createActor(
      accessLogMachine.provide({ actors: accessLogActors(fakeCall(api)) }),
    ).start();
    return { company, accessLog };
  }

  it('lists who entered, newest first, with the admin date format', async () => {
    const { accessLog } = page(['ok']);
    const view = selectAccessLogView(await waitFor(accessLog, (s) => s.matches('ready')));
    expect(view.entries.map((entry) => [entry.name, entry.role, entry.when])).toEqual([
      ['Roberto Almeida', 'council', formatAdminDate(entries[0]!.at)],
      ['Mariana Costa', 'admin', formatAdminDate(entries[1]!.at)],
    ]);
  });

  it('says it failed without touching the company, and reads again on retry', async () => {
    const { company, accessLog } = page(['fail', 'ok']);
    const failed = await waitFor(accessLog, (s) => s.matches('failure'));
    expect(selectAccessLogView(failed).error).toBe('Falha ao carregar os acessos à empresa.');
    const shown = await waitFor(company, (s) => s.matches('viewing'));
    expect(selectCompanyEditView(shown).company?.name).toBe('Padaria Aurora');
    accessLog.send({ type: 'accessLog.retry' });
    const retried = await waitFor(accessLog, (s) => s.matches('ready'));
    expect(selectAccessLogView(retried).entries).toHaveLength(2);
  });
});
