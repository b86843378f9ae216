import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_INVALID,
  ACCESS_NOTHING_TO_CHANGE,
  ADMIN_BUSINESS_MANAGER_REQUIRED,
  ADMIN_BUSINESS_NAME_REQUIRED,
  ADMIN_LOGO_INVALID_TYPE,
  ADMIN_LOGO_TOO_LARGE,
  ADMIN_USER_FIELDS_REQUIRED,
  BUSINESS_MANAGER_NOT_MEMBER,
  CUSTOM_QUESTION_REQUIRED,
  CUSTOM_QUESTIONS_DUPLICATE,
  CUSTOM_QUESTIONS_TOO_MANY,
  EMAIL_INVALID,
  INSTAGRAM_MUST_START_WITH_AT,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  REVENUE_GOAL_NEGATIVE,
  WEBSITE_INVALID,
} from '../messages';
import { CUSTOM_QUESTIONS_MAX } from '../validation/limits';
import { toSetAccessInput, validateAccess } from './business-access';
import {
  EMPTY_BUSINESS_DRAFT,
  applyDraftEdit,
  draftOfBusiness,
  draftOfWaiting,
  suggestPeople,
  toBusinessSubmission,
  validateBusinessDraft,
  validateCustomQuestions,
  type BusinessDraft,
  type BusinessPerson,
  type BusinessRecord,
} from './business-form';
import { validateNewPerson } from './business-form-people';
import { pickedLogo } from './business-form-regions';
import { anaPerson as ana } from '../testing/business-modals.fixtures';

const joao: BusinessPerson = {
  id: 'u2',
  name: 'João Lima',
  email: 'joao@aurora.com.br',
  role: 'council',
};
const valid: BusinessDraft = {
  ...EMPTY_BUSINESS_DRAFT,
  fields: { ...EMPTY_BUSINESS_DRAFT.fields, name: 'Padaria Aurora' },
  people: [ana],
  managerId: ana.id,
};

describe('the company form rules (docs/product.md, Limits admin create business)', () => {
  it("asks for a name and a manager in the product's words", () => {
    expect(validateBusinessDraft(EMPTY_BUSINESS_DRAFT)).toEqual({
      name: ADMIN_BUSINESS_NAME_REQUIRED,
      manager: ADMIN_BUSINESS_MANAGER_REQUIRED,
    });
    expect(validateBusinessDraft(valid)).toEqual({});
  });

  it('refuses a manager who is not among the people', () => {
    expect(validateBusinessDraft({ ...valid, managerId: 'someone-else' }).manager).toBe(
      BUSINESS_MANAGER_NOT_MEMBER,
    );
  });

  it('checks website, revenue goal and Instagram only when given', () => {
    const fields = {
      ...valid.fields,
      website: 'not a site',
      meta_faturamento: '-5',
      username_instagram: 'aurora',
    };
    expect(validateBusinessDraft({ ...valid, fields })).toEqual({
      website: WEBSITE_INVALID,
      meta_faturamento: REVENUE_GOAL_NEGATIVE,
      username_instagram: INSTAGRAM_MUST_START_WITH_AT,
    });
    const good = {
      ...fields,
      website: 'aurora.com.br',
      meta_faturamento: '1500,50',
      username_instagram: '@aurora',
    };
    expect(validateBusinessDraft({ ...valid, fields: good })).toEqual({});
  });

  it('refuses blank and repeated custom questions (any case), and more than 30', () => {
    expect(validateCustomQuestions(['Faturou?', ' ', 'faturou? '])).toEqual({
      list: undefined,
      items: [undefined, CUSTOM_QUESTION_REQUIRED, CUSTOM_QUESTIONS_DUPLICATE],
    });
    const many = Array.from({ length: CUSTOM_QUESTIONS_MAX + 1 }, (_, i) => `Pergunta ${i}`);
    expect(validateCustomQuestions(many).list).toBe(CUSTOM_QUESTIONS_TOO_MANY);
    expect(validateBusinessDraft({ ...valid, questions: ['A', 'a'] }).questions).toBe(
      CUSTOM_QUESTIONS_DUPLICATE,
    );
  });

  it('sends trimmed texts, the website with its scheme, the goal as text (0 when blank) and the ids', () => {
    const draft: BusinessDraft = {
      fields: {
        name: '  Padaria Aurora ',
        niche: 'Alimentação',
        website: 'aurora.com.br',
        meta_faturamento: '',
        username_instagram: '@aurora',
        knowledge_base: ' Padaria de bairro. ',
      },
      questions: [' Quantos pães? '],
      people: [ana, joao],
      managerId: joao.id,
    };
    expect(toBusinessSubmission(draft)).toEqual({
      name: 'Padaria Aurora',
      niche: 'Alimentação',
      website: 'https://aurora.com.br',
      knowledge_base: 'Padaria de bairro.',
      meta_faturamento: '0',
      username_instagram: '@aurora',
      managed_by: 'u2',
      users: ['u1', 'u2'],
      custom_questions: ['Quantos pães?'],
    });
    const withGoal = (meta_faturamento: string) =>
      toBusinessSubmission({ ...draft, fields: { ...draft.fields, meta_faturamento } });
    expect(withGoal('1500,50').meta_faturamento).toBe('1500.5');
    expect(withGoal('1.300.000').meta_faturamento).toBe('1300000');
    expect(withGoal('R$ 1.300.000,00').meta_faturamento).toBe('1300000');
  });
});

describe('the draft edits', () => {
  it('adds, edits, moves and removes questions, never past 30', () => {
    let draft = applyDraftEdit(valid, { type: 'question.add' });
    draft = applyDraftEdit(draft, { type: 'question.change', index: 0, value: 'Primeira' });
    draft = applyDraftEdit(draft, { type: 'question.add' });
    draft = applyDraftEdit(draft, { type: 'question.change', index: 1, value: 'Segunda' });
    draft = applyDraftEdit(draft, { type: 'question.move', index: 1, to: 0 });
    expect(draft.questions).toEqual(['Segunda', 'Primeira']);
    expect(applyDraftEdit(draft, { type: 'question.move', index: 0, to: 5 })).toBe(draft);
    draft = applyDraftEdit(draft, { type: 'question.remove', index: 0 });
    expect(draft.questions).toEqual(['Primeira']);
    const full = { ...valid, questions: Array.from({ length: CUSTOM_QUESTIONS_MAX }, () => 'x') };
    expect(applyDraftEdit(full, { type: 'question.add' })).toBe(full);
  });

  it('makes the first person the manager, keeps each person once, and drops a removed manager', () => {
    let draft = applyDraftEdit(EMPTY_BUSINESS_DRAFT, { type: 'person.add', person: ana });
    expect(draft.managerId).toBe(ana.id);
    draft = applyDraftEdit(draft, { type: 'person.add', person: joao });
    draft = applyDraftEdit(draft, { type: 'person.add', person: joao });
    expect(draft.people).toEqual([ana, joao]);
    draft = applyDraftEdit(draft, { type: 'manager.select', personId: joao.id });
    expect(draft.managerId).toBe(joao.id);
    expect(applyDraftEdit(draft, { type: 'manager.select', personId: 'nobody' })).toBe(draft);
    draft = applyDraftEdit(draft, { type: 'person.remove', personId: joao.id });
    expect(draft).toMatchObject({ people: [ana], managerId: null });
  });

  it('prefills approval from the registration, its registrant as the manager', () => {
    const draft = draftOfWaiting({
      id: 'w1',
      name: 'Café Novo',
      website: 'https://cafenovo.com.br',
      meta_faturamento: 20000,
      registrant: { id: 'u9', name: 'Rita', email: 'rita@cafenovo.com.br' },
    });
    expect(draft.fields).toMatchObject({ name: 'Café Novo', meta_faturamento: '20000', niche: '' });
    expect(draft.people).toEqual([
      { id: 'u9', name: 'Rita', email: 'rita@cafenovo.com.br', role: 'waiting' },
    ]);
    expect(draft.managerId).toBe('u9');
    expect(draftOfWaiting({ id: 'w2', name: 'Sem dono', registrant: null }).managerId).toBeNull();
  });

  it('edits a company from what it holds', () => {
    const business: BusinessRecord = {
      id: 'b1',
      name: 'Aurora',
      logo: null,
      website: null,
      niche: 'Padaria',
      knowledge_base: null,
      custom_questions: ['Quantos clientes?'],
      meta_faturamento: null,
      username_instagram: null,
      managed_by: 'u1',
      created_at: '2026-01-10T12:00:00.000Z',
      access_users: [ana],
    };
    expect(draftOfBusiness(business)).toEqual({
      fields: {
        name: 'Aurora',
        niche: 'Padaria',
        website: '',
        meta_faturamento: '',
        username_instagram: '',
        knowledge_base: '',
      },
      questions: ['Quantos clientes?'],
      people: [ana],
      managerId: 'u1',
    });
  });

  it('suggests people by name or e-mail, any case and accent, not those already in', () => {
    const everyone = [joao, ana, { ...ana, id: 'u3', name: 'Joana Prado', email: 'joana@x.com' }];
    expect(suggestPeople(everyone, [ana], 'JOA').map((p) => p.id)).toEqual(['u3', 'u2']);
    expect(suggestPeople(everyone, [], 'aurora.com').map((p) => p.id)).toEqual(['u1', 'u2']);
    expect(suggestPeople(everyone, [], '  ')).toEqual([]);
  });
});

describe('the logo (docs/product.md, Limits admin logo upload)', () => {
  it('takes PNG, JPEG, WebP or SVG under 2MB, refusing with the English texts', () => {
    const png = { size: 1000, type: 'image/png' };
    expect(pickedLogo(png)).toEqual({ logo: png, logoError: null });
    expect(pickedLogo({ size: 1000, type: 'image/gif' })).toEqual({
      logo: null,
      logoError: ADMIN_LOGO_INVALID_TYPE,
    });
    expect(pickedLogo({ size: 2 * 1024 * 1024 + 1, type: 'image/svg+xml' })).toEqual({
      logo: null,
      logoError: ADMIN_LOGO_TOO_LARGE,
    });
  });
});

describe('the inline create user', () => {
  it('requires name, e-mail and password, a valid e-mail and 6 characters', () => {
    expect(validateNewPerson({ name: ' ', email: '', password: '', role: 'user' })).toEqual({
      name: ADMIN_USER_FIELDS_REQUIRED,
      email: ADMIN_USER_FIELDS_REQUIRED,
      password: ADMIN_USER_FIELDS_REQUIRED,
    });
    expect(
      validateNewPerson({ name: 'Rui', email: 'rui@', password: '123', role: 'council' }),
    ).toEqual({
      email: EMAIL_INVALID,
      password: PASSWORD_TOO_SHORT,
    });
  });
});

describe("the business account's login", () => {
  it('refuses a bad code, a short or missing typed password, and nothing to change', () => {
    expect(validateAccess({ accessCode: '', passwordMode: 'keep', password: '' })).toEqual({
      accessCode: ACCESS_NOTHING_TO_CHANGE,
    });
    expect(validateAccess({ accessCode: 'ab', passwordMode: 'type', password: '' })).toEqual({
      accessCode: ACCESS_CODE_INVALID,
      password: PASSWORD_REQUIRED,
    });
    expect(
      validateAccess({ accessCode: 'café1', passwordMode: 'type', password: '12345' }),
    ).toEqual({
      accessCode: ACCESS_CODE_INVALID,
      password: PASSWORD_TOO_SHORT,
    });
    expect(
      validateAccess({ accessCode: 'aurora26', passwordMode: 'generate', password: '' }),
    ).toEqual({});
  });

  it('sends only what changes', () => {
    expect(
      toSetAccessInput('b1', { accessCode: ' aurora26 ', passwordMode: 'keep', password: 'x' }),
    ).toEqual({
      businessId: 'b1',
      accessCode: 'aurora26',
    });
    expect(
      toSetAccessInput('b1', { accessCode: '', passwordMode: 'generate', password: '' }),
    ).toEqual({
      businessId: 'b1',
      generatePassword: true,
    });
    expect(
      toSetAccessInput('b1', { accessCode: '', passwordMode: 'type', password: 'segredo1' }),
    ).toEqual({
      businessId: 'b1',
      password: 'segredo1',
    });
  });
});
