import { describe, expect } from 'vitest';
import {
  companyEditMachine,
  companyEditMessages,
  draftOf,
  selectCompanyEditView,
  toCompanyUpdate,
  type CompanyEditContext,
  type CompanyEditSnapshot,
} from './company-edit.machine';
import { replayPath, testModel } from '../testing/model-testing';
import type { Company } from '../model/workspace';
import { companyFixture } from '../testing/fixtures';
import { TOAST_MS } from '../toast/toast-region';

const company: Company = { ...companyFixture, logo: null };
const reread: Company = {
  ...company,
  website: 'https://novo.com.br',
  logo: 'https://cdn/novo.png',
};
const png = { size: 300_000, type: 'image/png' };
const noSession = { message: 'Dados de autenticação ausentes' };

const events = [
  { type: 'xstate.done.actor.loadCompany', output: company },
  { type: 'xstate.error.actor.loadCompany', error: new Error('API error: 500') },
  { type: 'xstate.error.actor.loadCompany', error: noSession },
  { type: 'load.retry' },
  { type: 'edit.start' },
  { type: 'field.change', field: 'website', value: 'https://novo.com.br' },
  { type: 'field.change', field: 'website', value: 'não é um site' },
  { type: 'logo.select', file: png },
  { type: 'logo.select', file: { size: 5 * 1024 * 1024, type: 'image/png' } },
  { type: 'logo.select', file: { size: 1000, type: 'text/plain' } },
  { type: 'edit.cancel' },
  { type: 'view.select' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.saveCompany', output: reread },
  { type: 'xstate.done.actor.saveCompany', output: null },
  { type: 'xstate.error.actor.saveCompany', error: new Error('API error: 500') },
  { type: 'xstate.error.actor.saveCompany', error: noSession },
  { type: 'after.messageDelay' },
];

type Ctx = CompanyEditContext;
type ModelEvent = { type: string; error?: unknown; output?: Company | null };

// A second save or a second logo after a full round tells nothing new: once the draft holds the
// new website and the company has been replaced, the model stops editing further.
function filterEvents(snapshot: { context: Ctx }, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  if (event.type === 'edit.start') return ctx.company?.website === company.website;
  return true;
}

describe('company edit model', () => {
  testModel(
    companyEditMachine,
    {
      traversal: { events, filterEvents },
      actorNames: ['loadCompany', 'saveCompany'],
      delays: { messageDelay: TOAST_MS },
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectCompanyEditView(h.actor.getSnapshot() as CompanyEditSnapshot);
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event);
        const after = ctx();
        if (event.type === 'form.submit' && before.draft) {
          // A wrong website stops the save and says so beside the field; a right one is sent.
          const wrong = before.draft.website === 'não é um site';
          expect(view().status).toBe(wrong ? 'editing' : 'saving');
          expect(view().fieldErrors).toEqual(
            wrong ? { website: 'Por favor, insira uma URL válida para o website' } : {},
          );
        }
        if (event.type === 'field.change') expect(after.fieldErrors.website).toBeUndefined();
        if (event.type === 'xstate.error.actor.saveCompany') {
          // docs/product.md: a failed save stays in edit mode with everything typed and picked.
          expect(after.draft).toEqual(before.draft);
          expect(after.logo).toBe(before.logo);
          expect(after.company).toEqual(before.company);
          expect(after.errorMessage).toBe(
            event.error === noSession ? noSession.message : companyEditMessages.updateFailed,
          );
        }
        if (event.type === 'xstate.done.actor.saveCompany') {
          // Success replaces the company: the re-read one, else the old one with the draft.
          const expected = event.output ?? {
            ...before.company,
            ...toCompanyUpdate(before.draft ?? draftOf(company)),
          };
          expect(after.company).toEqual(expected);
        }
      };
      const viewing = () => {
        expect(view()).toMatchObject({ status: 'viewing', isEditable: false, isSaving: false });
        // Out of edit mode nothing is pending: no draft, no file.
        expect(ctx().draft).toBeNull();
        expect(ctx().logo).toBeNull();
        expect(view().fields).toEqual(draftOf(ctx().company as Company));
        expect(ctx().errorMessage).toBeNull();
      };
      const editing = () => {
        expect(view()).toMatchObject({ status: 'editing', isEditable: true, isSaving: false });
        expect(ctx().draft).not.toBeNull();
        expect(ctx().successMessage).toBeNull();
        // Only an accepted image is ever kept.
        if (ctx().logo !== null) expect(ctx().logo).toBe(png);
        if (ctx().logoError !== null) {
          expect(ctx().logoError).toMatch(
            /^(O tamanho da imagem deve ser inferior a 2MB|Por favor, selecione um arquivo de imagem)$/,
          );
          expect(ctx().logo).toBeNull();
        }
        // A field's message only ever stands beside a value it is true of.
        if (view().fieldErrors.website) expect(ctx().draft?.website).toBe('não é um site');
      };
      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          loading: () => expect(view()).toMatchObject({ status: 'loading', company: null }),
          loadFailure: () =>
            expect(view().loadError).toMatch(
              /^(Falha ao carregar informações da empresa|Dados de autenticação ausentes)$/,
            ),
          'viewing.idle': () => {
            viewing();
            expect(ctx().successMessage).toBeNull();
          },
          'viewing.notice': () => {
            viewing();
            expect(ctx().successMessage).toBe(companyEditMessages.updated);
          },
          'editing.idle': () => {
            editing();
            expect(ctx().errorMessage).toBeNull();
          },
          'editing.notice': () => {
            editing();
            expect(ctx().errorMessage).toMatch(
              /^(Falha ao atualizar informações da empresa|Dados de autenticação ausentes)$/,
            );
          },
          saving: () => {
            expect(view()).toMatchObject({ status: 'saving', isSaving: true, isEditable: false });
            expect(ctx().draft?.website).not.toBe('não é um site');
            expect(h.actors.inputsOf('saveCompany').at(-1)).toEqual({
              draft: toCompanyUpdate(ctx().draft ?? draftOf(company)),
              logo: ctx().logo,
            });
            expect(ctx().errorMessage).toBeNull();
          },
        },
      );
    },
  );
});
