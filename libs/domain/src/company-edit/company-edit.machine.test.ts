import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  companyEditMachine,
  companyEditMessages,
  selectCompanyEditView,
  toCompanyUpdate,
  type CompanyEditSnapshot,
} from './company-edit.machine';
import { controlledActors, flush } from '../testing/model-testing';
import type { Company } from '../model/workspace';
import { companyFixture } from '../testing/fixtures';
import { TOAST_MS } from '../toast/toast-region';

const company: Company = companyFixture;
const png = { size: 300_000, type: 'image/png', name: 'logo.png' };

function start() {
  const actors = controlledActors(['loadCompany', 'saveCompany'] as const);
  const actor = createActor(companyEditMachine.provide({ actors: actors.logics as never }));
  actor.start();
  const view = () => selectCompanyEditView(actor.getSnapshot());
  const resolve = async (name: 'loadCompany' | 'saveCompany', output: unknown) => {
    actors.resolve(name, output);
    await flush();
  };
  const reject = async (name: 'loadCompany' | 'saveCompany', error: unknown) => {
    actors.reject(name, error);
    await flush();
  };
  return { actor, actors, view, resolve, reject };
}

async function startEditing() {
  const c = start();
  await c.resolve('loadCompany', company);
  c.actor.send({ type: 'edit.start' });
  return c;
}

describe('company page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the company and shows it in view mode with the fields disabled', async () => {
    const c = start();
    expect(c.view()).toMatchObject({ status: 'loading', company: null, fields: null });
    await c.resolve('loadCompany', company);
    expect(c.view()).toMatchObject({
      status: 'viewing',
      company,
      isEditable: false,
      fields: {
        website: 'https://paoquente.com.br',
        niche: 'Alimentação',
        knowledge_base: company.knowledge_base,
        meta_faturamento: '500000',
        username_instagram: '@paoquente',
      },
    });
  });

  it('says the load failed, or the text the failure carries, and can retry', async () => {
    const c = start();
    await c.reject('loadCompany', new Error('API error: 500'));
    expect(c.view()).toMatchObject({
      status: 'failure',
      loadError: 'Falha ao carregar informações da empresa',
    });
    c.actor.send({ type: 'load.retry' });
    expect(c.view().status).toBe('loading');
    await c.reject('loadCompany', { message: 'Dados de autenticação ausentes' });
    expect(c.view().loadError).toBe('Dados de autenticação ausentes');
    c.actor.send({ type: 'load.retry' });
    await c.resolve('loadCompany', company);
    expect(c.view()).toMatchObject({ status: 'viewing', loadError: null });
  });

  it('edits a draft and discards it on return to view mode (Visualizar or cancel)', async () => {
    for (const leave of ['view.select', 'edit.cancel'] as const) {
      const c = await startEditing();
      expect(c.view()).toMatchObject({ status: 'editing', isEditable: true, hasNewLogo: false });
      c.actor.send({ type: 'field.change', field: 'website', value: 'https://novo.com.br' });
      c.actor.send({ type: 'logo.select', file: png });
      expect(c.view().fields?.website).toBe('https://novo.com.br');
      expect(c.view().hasNewLogo).toBe(true);
      c.actor.send({ type: leave });
      expect(c.view()).toMatchObject({ status: 'viewing', hasNewLogo: false, isEditable: false });
      expect(c.view().fields?.website).toBe('https://paoquente.com.br');
      c.actor.send({ type: 'edit.start' });
      expect(c.view().fields?.website).toBe('https://paoquente.com.br');
      expect(c.view().hasNewLogo).toBe(false);
    }
  });

  it('refuses a logo over 2 MB or not an image, and forgets the earlier pick', async () => {
    const c = await startEditing();
    c.actor.send({ type: 'logo.select', file: png });
    c.actor.send({ type: 'logo.select', file: { size: 3 * 1024 * 1024, type: 'image/jpeg' } });
    expect(c.view()).toMatchObject({
      hasNewLogo: false,
      logoError: 'O tamanho da imagem deve ser inferior a 2MB',
    });
    c.actor.send({ type: 'logo.select', file: { size: 1000, type: 'application/pdf' } });
    expect(c.view().logoError).toBe('Por favor, selecione um arquivo de imagem');
    c.actor.send({ type: 'logo.select', file: { size: 2 * 1024 * 1024, type: 'image/webp' } });
    expect(c.view()).toMatchObject({ hasNewLogo: true, logoError: null });
  });

  it('saves the draft and the logo, returns to view mode and says so for 3 s', async () => {
    const c = await startEditing();
    c.actor.send({ type: 'field.change', field: 'niche', value: 'Padaria artesanal' });
    c.actor.send({ type: 'field.change', field: 'meta_faturamento', value: ' ' });
    c.actor.send({ type: 'logo.select', file: png });
    c.actor.send({ type: 'form.submit' });
    expect(c.view()).toMatchObject({ status: 'saving', isSaving: true, isEditable: false });
    expect(c.actors.inputsOf('saveCompany')).toEqual([
      {
        draft: {
          website: 'https://paoquente.com.br',
          niche: 'Padaria artesanal',
          knowledge_base: company.knowledge_base,
          meta_faturamento: '0',
          username_instagram: '@paoquente',
        },
        logo: png,
      },
    ]);
    const saved = { ...company, niche: 'Padaria artesanal', meta_faturamento: '0', logo: 'x.png' };
    await c.resolve('saveCompany', saved);
    expect(c.view()).toMatchObject({
      status: 'viewing',
      company: saved,
      successMessage: 'Informações atualizadas com sucesso',
      hasNewLogo: false,
    });
    await vi.advanceTimersByTimeAsync(TOAST_MS - 1);
    expect(c.view().successMessage).toBe('Informações atualizadas com sucesso');
    await vi.advanceTimersByTimeAsync(1);
    expect(c.view().successMessage).toBeNull();
  });

  it('shows the draft as the company when the server only says ok', async () => {
    const c = await startEditing();
    c.actor.send({
      type: 'field.change',
      field: 'username_instagram',
      value: '@paoquente.oficial',
    });
    c.actor.send({ type: 'form.submit' });
    await c.resolve('saveCompany', null);
    expect(c.view().company).toEqual({ ...company, username_instagram: '@paoquente.oficial' });
  });

  it('stays in edit mode with the draft kept and shows the error for 3 s', async () => {
    const c = await startEditing();
    c.actor.send({ type: 'field.change', field: 'website', value: 'https://novo.com.br' });
    c.actor.send({ type: 'logo.select', file: png });
    c.actor.send({ type: 'form.submit' });
    await c.reject('saveCompany', new Error('API error: 500'));
    expect(c.view()).toMatchObject({
      status: 'editing',
      errorMessage: 'Falha ao atualizar informações da empresa',
      hasNewLogo: true,
      company,
    });
    expect(c.view().fields?.website).toBe('https://novo.com.br');
    // Typing does not hide the error early.
    c.actor.send({ type: 'field.change', field: 'niche', value: 'Padaria' });
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(c.view()).toMatchObject({ status: 'editing', errorMessage: null });
    expect(c.view().fields?.website).toBe('https://novo.com.br');
  });

  it('marks a wrong website and Instagram beside their fields and sends nothing', async () => {
    const c = await startEditing();
    c.actor.send({ type: 'field.change', field: 'website', value: 'padaria sem ponto' });
    c.actor.send({ type: 'field.change', field: 'username_instagram', value: 'padaria' });
    c.actor.send({ type: 'form.submit' });
    expect(c.view()).toMatchObject({
      status: 'editing',
      fieldErrors: {
        website: 'Por favor, insira uma URL válida para o website',
        username_instagram: 'O username do Instagram deve começar com @',
      },
    });
    expect(c.actors.inputsOf('saveCompany')).toEqual([]);
    // Correcting one field drops its message only.
    c.actor.send({ type: 'field.change', field: 'website', value: 'www.padaria.com.br' });
    expect(c.view().fieldErrors).toEqual({
      username_instagram: 'O username do Instagram deve começar com @',
    });
    c.actor.send({ type: 'field.change', field: 'username_instagram', value: '@padaria' });
    c.actor.send({ type: 'form.submit' });
    expect(c.view()).toMatchObject({ status: 'saving', fieldErrors: {} });
    expect(c.actors.inputsOf('saveCompany')).toHaveLength(1);
  });

  it('lets the website and Instagram be left empty, and forgets the messages on leaving', async () => {
    const c = await startEditing();
    c.actor.send({ type: 'field.change', field: 'website', value: 'x' });
    c.actor.send({ type: 'form.submit' });
    expect(c.view().fieldErrors.website).toBeDefined();
    c.actor.send({ type: 'view.select' });
    c.actor.send({ type: 'edit.start' });
    expect(c.view().fieldErrors).toEqual({});
    c.actor.send({ type: 'field.change', field: 'website', value: '  ' });
    c.actor.send({ type: 'field.change', field: 'username_instagram', value: '' });
    c.actor.send({ type: 'form.submit' });
    expect(c.view().status).toBe('saving');
  });

  it('shows the missing-session text when the save failure carries it', async () => {
    const c = await startEditing();
    c.actor.send({ type: 'form.submit' });
    await c.reject('saveCompany', { message: 'Dados de autenticação ausentes' });
    expect(c.view().errorMessage).toBe('Dados de autenticação ausentes');
  });

  it('a new attempt or edit mode hides the earlier message at once', async () => {
    const c = await startEditing();
    c.actor.send({ type: 'form.submit' });
    await c.reject('saveCompany', new Error('x'));
    c.actor.send({ type: 'form.submit' });
    expect(c.view()).toMatchObject({ status: 'saving', errorMessage: null });
    await c.resolve('saveCompany', company);
    expect(c.view().successMessage).toBe('Informações atualizadas com sucesso');
    c.actor.send({ type: 'edit.start' });
    expect(c.view()).toMatchObject({ status: 'editing', successMessage: null });
  });

  it('ignores editing events outside edit mode', async () => {
    const c = start();
    c.actor.send({ type: 'edit.start' });
    expect(c.view().status).toBe('loading');
    await c.resolve('loadCompany', company);
    c.actor.send({ type: 'field.change', field: 'website', value: 'x' });
    c.actor.send({ type: 'logo.select', file: png });
    c.actor.send({ type: 'form.submit' });
    expect(c.view()).toMatchObject({ status: 'viewing', hasNewLogo: false });
    expect(c.actors.inputsOf('saveCompany')).toEqual([]);
  });

  it('sends the revenue goal as the number typed, or 0 when blank', () => {
    const draft = { ...company, meta_faturamento: '  ' };
    const sent = (meta_faturamento: string) =>
      toCompanyUpdate({ ...draft, meta_faturamento }).meta_faturamento;
    expect(toCompanyUpdate(draft).meta_faturamento).toBe('0');
    expect(sent('1200')).toBe('1200');
    expect(sent('1.300.000')).toBe('1300000');
    expect(sent('R$ 1.300.000,00')).toBe('1300000');
    expect(sent('1300000.50')).toBe('1300000.5');
    // Text the money rules cannot read goes as typed, for the server to refuse in its words.
    expect(sent(' muito ')).toBe('muito');
  });

  it('exports docs/product.md texts', () => {
    expect(companyEditMessages).toEqual({
      authMissing: 'Dados de autenticação ausentes',
      loadFailed: 'Falha ao carregar informações da empresa',
      updateFailed: 'Falha ao atualizar informações da empresa',
      updated: 'Informações atualizadas com sucesso',
    });
  });

  it('gives the same view from a resolved { value, context } as from the actor (stories)', async () => {
    const c = await startEditing();
    c.actor.send({ type: 'field.change', field: 'niche', value: 'Padaria' });
    const snapshot = c.actor.getSnapshot();
    const resolve = (value: CompanyEditSnapshot['value']) =>
      companyEditMachine.resolveState({ value, context: snapshot.context });
    expect(selectCompanyEditView(resolve({ editing: 'idle' }))).toEqual(
      selectCompanyEditView(snapshot),
    );
    expect(selectCompanyEditView(resolve('loadFailure')).status).toBe('failure');
  });
});
