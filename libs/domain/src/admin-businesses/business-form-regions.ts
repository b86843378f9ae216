// Pieces both company machines (create/approve and the detail's edit mode) are built from: the
// region that loads the people the picker searches, and the draft's changes as context updates.
import { failureMessage } from '../validation/failure';
import { validateAdminLogo, type ImageCandidate } from '../validation/images';
import { ADMIN_LOAD_FAILED } from '../messages';
import type { BusinessDraft, BusinessDraftEdit, BusinessPerson } from './business-form';
import { applyDraftEdit, isDraftEdit } from './business-form';

/**
 * The people the picker searches, loaded through the admin users client's cache when the form
 * needs them (`people.load`, raised by the machine) and again on `people.retry`. The setup
 * names the actor `loadPeople` and the actions `keepPeople` and `keepPeopleError`.
 */
export const peopleRegion = {
  initial: 'idle',
  states: {
    idle: { on: { 'people.load': 'loading' } },
    loading: {
      invoke: {
        id: 'loadPeople',
        src: 'loadPeople',
        onDone: { target: 'ready', actions: 'keepPeople' },
        onError: { target: 'failure', actions: 'keepPeopleError' },
      },
    },
    ready: {},
    failure: { on: { 'people.retry': 'loading', 'people.load': 'loading' } },
  },
} as const;

/** The picker's list failed to load: the admin users load text, or the failure's own. */
export const peopleErrorOf = (error: unknown): string => failureMessage(error, ADMIN_LOAD_FAILED);

/** What a form machine keeps about its draft, its logo and when its errors show. */
export type DraftHolder = {
  readonly draft: BusinessDraft | null;
  /** The accepted logo file, opaque to the domain (a `File` in the browser). */
  readonly logo: unknown;
  readonly logoError: string | null;
};

/** The draft after a person's edit (a holder without a draft is left as it is). */
export const editedDraft = (holder: DraftHolder, edit: BusinessDraftEdit): BusinessDraft | null =>
  holder.draft ? applyDraftEdit(holder.draft, edit) : null;

/**
 * The logo picked: accepted (docs/product.md, Limits: PNG, JPEG, WebP or SVG, under 2MB, by the file's type and
 * size), or refused with its text, which also drops an earlier choice: what is sent is what was
 * picked last.
 */
export const pickedLogo = (file: ImageCandidate): Pick<DraftHolder, 'logo' | 'logoError'> => {
  const refusal = validateAdminLogo(file);
  return refusal ? { logo: null, logoError: refusal } : { logo: file, logoError: null };
};

/** A person the server created: in the picker's list and in the company, ready to be marked. */
export const withCreatedPerson = (
  draft: BusinessDraft | null,
  person: BusinessPerson,
): BusinessDraft | null => (draft ? applyDraftEdit(draft, { type: 'person.add', person }) : null);

/** What a person does to the company form: a draft edit, a logo picked, the people searched. */
export type BusinessFormEdit =
  | BusinessDraftEdit
  | { type: 'logo.select'; file: ImageCandidate }
  | { type: 'people.search'; query: string };

/**
 * The context change of one `BusinessFormEdit` (both machines' `editDraft` action): the draft
 * edited, the logo accepted or refused, the search typed; adding a person empties the search.
 */
export function draftChange(
  holder: DraftHolder,
  event: { type: string },
): Partial<DraftHolder & { peopleQuery: string }> {
  const edit = event as BusinessFormEdit;
  if (edit.type === 'logo.select') return pickedLogo(edit.file);
  if (edit.type === 'people.search') return { peopleQuery: edit.query };
  if (!isDraftEdit(edit)) return {};
  return {
    draft: editedDraft(holder, edit),
    ...(edit.type === 'person.add' ? { peopleQuery: '' } : {}),
  };
}

/** The `on` map of a state where the company form is being filled (the setup names `editDraft`). */
export const draftEditing = {
  'field.change': { actions: 'editDraft' },
  'question.add': { actions: 'editDraft' },
  'question.change': { actions: 'editDraft' },
  'question.remove': { actions: 'editDraft' },
  'question.move': { actions: 'editDraft' },
  'person.add': { actions: 'editDraft' },
  'person.remove': { actions: 'editDraft' },
  'manager.select': { actions: 'editDraft' },
  'logo.select': { actions: 'editDraft' },
  'people.search': { actions: 'editDraft' },
} as const;
