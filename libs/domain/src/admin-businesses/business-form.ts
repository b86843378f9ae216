// The admin's company form (docs/product.md "Create Business modal", the detail's edit mode, and
// 'Aprovar' prefilled from a waiting registration): its values, its pure rules (docs/product.md, Limits admin
// create business, plus ours) and the changes a person makes to it. The create/approve machine
// and the detail machine both hold a `BusinessDraft` and change it only through `applyDraftEdit`.
import { searchKey } from '../format/search-key';
import {
  ADMIN_BUSINESS_MANAGER_REQUIRED,
  ADMIN_BUSINESS_NAME_REQUIRED,
  BUSINESS_MANAGER_NOT_MEMBER,
  CUSTOM_QUESTION_REQUIRED,
  CUSTOM_QUESTIONS_DUPLICATE,
  CUSTOM_QUESTIONS_TOO_MANY,
  INSTAGRAM_MUST_START_WITH_AT,
  WEBSITE_INVALID,
} from '../messages';
import type { Role } from '../model/session';
import { BUSINESS_USERS_MAX, CUSTOM_QUESTIONS_MAX } from '../validation/limits';
import { revenueGoalWireText, validateRevenueGoalText } from '../validation/revenue-goal-rules';
import type { FieldErrors } from '../validation/rules';
import { isValidWebsite, websiteWithScheme } from '../validation/website-rules';

/** A person of a company (docs/product.md access_users item); 'waiting' until their registration is approved. */
export type BusinessPerson = {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: Role | 'waiting';
};

/** The text fields of the form, as typed. */
export type BusinessFields = {
  readonly name: string;
  readonly niche: string;
  readonly website: string;
  /** Meta Faturamento in reais, as typed ('150000', '1500,50'); blank is sent as '0'. */
  readonly meta_faturamento: string;
  readonly username_instagram: string;
  readonly knowledge_base: string;
};
export type BusinessFieldName = keyof BusinessFields;

export type BusinessDraft = {
  readonly fields: BusinessFields;
  /** The monthly report's custom questions, in the order the report asks them. */
  readonly questions: readonly string[];
  /** The company's people, in the order they were added. */
  readonly people: readonly BusinessPerson[];
  readonly managerId: string | null;
};

/** A company as the admin's detail reads it (the api-client's AdminBusiness is assignable). */
export type BusinessRecord = {
  readonly id: string;
  readonly name: string;
  readonly logo: string | null;
  readonly website: string | null;
  readonly niche: string | null;
  readonly knowledge_base: string | null;
  readonly custom_questions: readonly string[];
  readonly meta_faturamento: number | null;
  readonly username_instagram: string | null;
  readonly managed_by: string | null;
  /** ISO 8601; shown dd/MM/yyyy HH:mm (docs/product.md, Limits). */
  readonly created_at: string;
  readonly access_users: readonly BusinessPerson[];
  /** The business account's access code (admin only); null: the company has none yet. */
  readonly access_code?: string | null | undefined;
};

/** A registration waiting for approval, as 'Aprovar' prefills the form from it. */
export type WaitingRegistration = {
  readonly id: string;
  readonly name: string;
  readonly niche?: string | null | undefined;
  readonly website?: string | null | undefined;
  readonly knowledge_base?: string | null | undefined;
  readonly meta_faturamento?: number | null | undefined;
  readonly username_instagram?: string | null | undefined;
  /** Who registered it (pre-added as the manager); null when that person is gone. */
  readonly registrant?: {
    readonly id: string;
    readonly name: string;
    readonly email: string;
  } | null;
};

/** What the create, approve and edit calls send (the logo travels beside it, opaque). */
export type BusinessSubmission = {
  readonly name: string;
  readonly niche: string;
  readonly website: string;
  readonly knowledge_base: string;
  /** Text, as docs/product.md, Limits sends it; '0' when left blank. */
  readonly meta_faturamento: string;
  readonly username_instagram: string;
  readonly managed_by: string;
  readonly users: readonly string[];
  readonly custom_questions: readonly string[];
};

export const EMPTY_BUSINESS_FIELDS: BusinessFields = {
  name: '',
  niche: '',
  website: '',
  meta_faturamento: '',
  username_instagram: '',
  knowledge_base: '',
};

export const EMPTY_BUSINESS_DRAFT: BusinessDraft = {
  fields: EMPTY_BUSINESS_FIELDS,
  questions: [],
  people: [],
  managerId: null,
};

/** The form's fields a message can be about ('logo' is the machine's, checked on pick). */
export type BusinessFormErrorField =
  | 'name'
  | 'website'
  | 'meta_faturamento'
  | 'username_instagram'
  | 'manager'
  | 'questions'
  | 'people';

export type CustomQuestionErrors = {
  /** About the list as a whole (more than CUSTOM_QUESTIONS_MAX). */
  readonly list?: string | undefined;
  /** One entry per question: blank, or the same as an earlier one. */
  readonly items: readonly (string | undefined)[];
};

const questionKey = (question: string) => question.trim().toLocaleLowerCase('pt-BR');

/** The custom questions' refusals: none blank, none twice (any case), at most 30 (ours). */
export function validateCustomQuestions(questions: readonly string[]): CustomQuestionErrors {
  const seen = new Set<string>();
  const items = questions.map((question) => {
    if (question.trim() === '') return CUSTOM_QUESTION_REQUIRED;
    const key = questionKey(question);
    if (seen.has(key)) return CUSTOM_QUESTIONS_DUPLICATE;
    seen.add(key);
    return undefined;
  });
  return {
    list: questions.length > CUSTOM_QUESTIONS_MAX ? CUSTOM_QUESTIONS_TOO_MANY : undefined,
    items,
  };
}

/** Another question may be added while the list holds fewer than CUSTOM_QUESTIONS_MAX. */
export const canAddQuestion = (questions: readonly string[]): boolean =>
  questions.length < CUSTOM_QUESTIONS_MAX;

/**
 * docs/product.md, Limits admin create business: a name ('Please enter a business name') and a manager ('Please
 * select a business manager') among the company's people (ours). Ours beyond docs/product.md, as on the
 * company page: a website, a revenue goal and an Instagram handle are optional, valid when given.
 */
export function validateBusinessDraft(draft: BusinessDraft): FieldErrors<BusinessFormErrorField> {
  const errors: FieldErrors<BusinessFormErrorField> = {};
  const { fields } = draft;
  if (fields.name.trim() === '') errors.name = ADMIN_BUSINESS_NAME_REQUIRED;
  if (fields.website.trim() !== '' && !isValidWebsite(fields.website)) {
    errors.website = WEBSITE_INVALID;
  }
  const revenueGoal = validateRevenueGoalText(fields.meta_faturamento, { required: false });
  if (revenueGoal) errors.meta_faturamento = revenueGoal;
  const instagram = fields.username_instagram.trim();
  if (instagram !== '' && !instagram.startsWith('@')) {
    errors.username_instagram = INSTAGRAM_MUST_START_WITH_AT;
  }
  if (draft.managerId === null) errors.manager = ADMIN_BUSINESS_MANAGER_REQUIRED;
  else if (!draft.people.some((person) => person.id === draft.managerId)) {
    errors.manager = BUSINESS_MANAGER_NOT_MEMBER;
  }
  const questions = validateCustomQuestions(draft.questions);
  const questionError = questions.list ?? questions.items.find((item) => item !== undefined);
  if (questionError) errors.questions = questionError;
  return errors;
}

/** The draft as the calls send it: trimmed texts, the website with its scheme, '0' for no goal. */
export function toBusinessSubmission(draft: BusinessDraft): BusinessSubmission {
  const { fields } = draft;
  const website = fields.website.trim();
  return {
    name: fields.name.trim(),
    niche: fields.niche.trim(),
    website: website === '' ? '' : websiteWithScheme(website),
    knowledge_base: fields.knowledge_base.trim(),
    meta_faturamento: revenueGoalWireText(fields.meta_faturamento),
    username_instagram: fields.username_instagram.trim(),
    managed_by: draft.managerId ?? '',
    users: draft.people.map((person) => person.id),
    custom_questions: draft.questions.map((question) => question.trim()),
  };
}

/** The edit mode's draft: the company's fields, questions, people and manager as saved. */
export function draftOfBusiness(business: BusinessRecord): BusinessDraft {
  return {
    fields: {
      name: business.name,
      niche: business.niche ?? '',
      website: business.website ?? '',
      meta_faturamento: business.meta_faturamento === null ? '' : String(business.meta_faturamento),
      username_instagram: business.username_instagram ?? '',
      knowledge_base: business.knowledge_base ?? '',
    },
    questions: [...business.custom_questions],
    people: [...business.access_users],
    managerId: business.managed_by,
  };
}

/** 'Aprovar': the registration's own fields, its registrant pre-added as the manager. */
export function draftOfWaiting(waiting: WaitingRegistration): BusinessDraft {
  const registrant = waiting.registrant;
  return {
    fields: {
      name: waiting.name,
      niche: waiting.niche ?? '',
      website: waiting.website ?? '',
      meta_faturamento:
        waiting.meta_faturamento === null || waiting.meta_faturamento === undefined
          ? ''
          : String(waiting.meta_faturamento),
      username_instagram: waiting.username_instagram ?? '',
      knowledge_base: waiting.knowledge_base ?? '',
    },
    questions: [],
    people: registrant ? [{ ...registrant, role: 'waiting' }] : [],
    managerId: registrant?.id ?? null,
  };
}

/** A change a person makes to the draft (both machines forward these events as they are). */
export type BusinessDraftEdit =
  | { type: 'field.change'; field: BusinessFieldName; value: string }
  | { type: 'question.add' }
  | { type: 'question.change'; index: number; value: string }
  | { type: 'question.remove'; index: number }
  /** Moves the question at `index` to `to` (the arrows: one place up or down). */
  | { type: 'question.move'; index: number; to: number }
  | { type: 'person.add'; person: BusinessPerson }
  | { type: 'person.remove'; personId: string }
  | { type: 'manager.select'; personId: string };

export const BUSINESS_DRAFT_EDITS = [
  'field.change',
  'question.add',
  'question.change',
  'question.remove',
  'question.move',
  'person.add',
  'person.remove',
  'manager.select',
] as const satisfies readonly BusinessDraftEdit['type'][];

export const isDraftEdit = (event: { type: string }): event is BusinessDraftEdit =>
  (BUSINESS_DRAFT_EDITS as readonly string[]).includes(event.type);

const inRange = (list: readonly unknown[], index: number) =>
  Number.isInteger(index) && index >= 0 && index < list.length;

/** The draft after one edit; an edit that makes no sense (an index out of range) changes nothing. */
export function applyDraftEdit(draft: BusinessDraft, edit: BusinessDraftEdit): BusinessDraft {
  switch (edit.type) {
    case 'field.change':
      return { ...draft, fields: { ...draft.fields, [edit.field]: edit.value } };
    case 'question.add':
      return canAddQuestion(draft.questions)
        ? { ...draft, questions: [...draft.questions, ''] }
        : draft;
    case 'question.change':
      if (!inRange(draft.questions, edit.index)) return draft;
      return {
        ...draft,
        questions: draft.questions.map((q, i) => (i === edit.index ? edit.value : q)),
      };
    case 'question.remove':
      if (!inRange(draft.questions, edit.index)) return draft;
      return { ...draft, questions: draft.questions.filter((_, i) => i !== edit.index) };
    case 'question.move': {
      if (!inRange(draft.questions, edit.index) || !inRange(draft.questions, edit.to)) return draft;
      const questions = [...draft.questions];
      const [moved] = questions.splice(edit.index, 1);
      questions.splice(edit.to, 0, moved as string);
      return { ...draft, questions };
    }
    case 'person.add':
      if (draft.people.some((person) => person.id === edit.person.id)) return draft;
      if (draft.people.length >= BUSINESS_USERS_MAX) return draft;
      return {
        ...draft,
        people: [...draft.people, edit.person],
        // The first person of a company without a manager is its manager, until another is marked.
        managerId: draft.managerId ?? edit.person.id,
      };
    case 'person.remove':
      return {
        ...draft,
        people: draft.people.filter((person) => person.id !== edit.personId),
        managerId: draft.managerId === edit.personId ? null : draft.managerId,
      };
    case 'manager.select':
      return draft.people.some((person) => person.id === edit.personId)
        ? { ...draft, managerId: edit.personId }
        : draft;
  }
}

/** Most people the picker suggests at once: a longer list is narrowed by typing. */
export const PEOPLE_SUGGESTIONS_MAX = 8;

/**
 * The people the picker offers: not in the company yet, whose name or e-mail contains the query
 * (any case, any accent), by name; nothing before something is typed.
 */
export function suggestPeople(
  everyone: readonly BusinessPerson[],
  chosen: readonly BusinessPerson[],
  query: string,
): BusinessPerson[] {
  const needle = searchKey(query);
  if (needle === '') return [];
  const taken = new Set(chosen.map((person) => person.id));
  return everyone
    .filter((person) => !taken.has(person.id))
    .filter(
      (person) =>
        searchKey(person.name).includes(needle) || searchKey(person.email).includes(needle),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, PEOPLE_SUGGESTIONS_MAX);
}
