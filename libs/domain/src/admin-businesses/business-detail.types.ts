import type { ImageCandidate } from '../validation/images';
import type {
  BusinessDraft,
  BusinessDraftEdit,
  BusinessPerson,
  BusinessRecord,
  BusinessSubmission,
} from './business-form';
import type { AccessPasswordMode, AccessValues } from './business-access';
import { EMPTY_ACCESS_VALUES } from './business-access';
import type { BusinessToast } from './business-form.machine';
import {
  EMPTY_MEETING_IMPORT,
  type MeetingImportTask,
  type MeetingImportTextField,
  type MeetingImportValues,
  type TranscriptFileCandidate,
} from './meeting-import';

// The admin's company detail (docs/product.md "Business detail modal"): read by admin and council; for
// the admin an edit mode, the business account's login, deleting the company and importing a
// meeting.

export type BusinessDetailInput = {
  readonly businessId: string;
  /** Admins edit, set the login, delete and import; the council reads (docs/product.md, Roles). */
  readonly canManage: boolean;
  /** Opened from the card menu's 'Editar': edit mode as soon as the company is read. */
  readonly startEditing?: boolean;
  /**
   * Opened from the card menu's 'Excluir': only the delete confirmation shows, and cancelling it
   * closes the whole modal.
   */
  readonly startDeleting?: boolean;
};

/** The detail's sections (the admin's tabs; the council sees the overview only). */
export const DETAIL_TABS = ['overview', 'access', 'import'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export type BusinessDetailContext = {
  readonly businessId: string;
  readonly canManage: boolean;
  readonly startEditing: boolean;
  readonly startDeleting: boolean;
  readonly business: BusinessRecord | null;
  readonly loadError: string | null;
  /** Edit mode: the draft, the logo picked, when errors show, the save's refusal. */
  readonly draft: BusinessDraft | null;
  readonly logo: unknown;
  readonly logoError: string | null;
  readonly showErrors: boolean;
  readonly saveError: string | null;
  readonly people: readonly BusinessPerson[];
  readonly peopleError: string | null;
  readonly peopleQuery: string;
  /** The business account's login section. */
  readonly access: AccessValues;
  readonly showAccessErrors: boolean;
  readonly accessError: string | null;
  /** A password the server generated: shown once, gone when the section is left. */
  readonly generatedPassword: string | null;
  readonly passwordCopied: boolean;
  /** The company's name as typed in the erasure's confirmation ('' when it opens). */
  readonly deleteName: string;
  readonly deleteError: string | null;
  /** The meeting import form: its fields, the accepted file (opaque) and its name. */
  readonly meeting: MeetingImportValues;
  readonly transcript: unknown;
  readonly transcriptName: string | null;
  readonly transcriptError: string | null;
  readonly showImportErrors: boolean;
  readonly importError: string | null;
  readonly toast: BusinessToast | null;
};

export const initialBusinessDetailContext: BusinessDetailContext = {
  businessId: '',
  canManage: false,
  startEditing: false,
  startDeleting: false,
  business: null,
  loadError: null,
  draft: null,
  logo: null,
  logoError: null,
  showErrors: false,
  saveError: null,
  people: [],
  peopleError: null,
  peopleQuery: '',
  access: EMPTY_ACCESS_VALUES,
  showAccessErrors: false,
  accessError: null,
  generatedPassword: null,
  passwordCopied: false,
  deleteName: '',
  deleteError: null,
  meeting: EMPTY_MEETING_IMPORT,
  transcript: null,
  transcriptName: null,
  transcriptError: null,
  showImportErrors: false,
  importError: null,
  toast: null,
};

/** The company read for the detail (the admin list's cached entry). Reject when it is not there. */
export type LoadBusinessOutput = BusinessRecord;
export type SaveBusinessInput = {
  readonly businessId: string;
  readonly submission: BusinessSubmission;
  /** The logo picked (a `File` in the browser), or null to keep the current one. */
  readonly logo: unknown;
};
export type SaveBusinessOutput = BusinessRecord;
/** The company erased with all it holds; `name` as typed (the server checks it again). */
export type DeleteBusinessInput = { readonly businessId: string; readonly name: string };

export type BusinessDetailEvent =
  | { type: 'load.retry' }
  | { type: 'tab.select'; tab: DetailTab }
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | BusinessDraftEdit
  | { type: 'logo.select'; file: ImageCandidate }
  | { type: 'people.search'; query: string }
  | { type: 'people.load' }
  | { type: 'people.retry' }
  | { type: 'form.submit' }
  | { type: 'access.change'; field: 'accessCode' | 'password'; value: string }
  | { type: 'access.mode'; mode: AccessPasswordMode }
  | { type: 'access.submit' }
  | { type: 'password.copy' }
  | { type: 'delete.ask' }
  /** The company's name typed in the confirmation. */
  | { type: 'delete.name'; value: string }
  | { type: 'delete.cancel' }
  /** Only once the name typed is the company's. */
  | { type: 'delete.confirm' }
  | { type: 'import.change'; field: MeetingImportTextField; value: string }
  /** Another task row, empty, after the others (up to MEETING_IMPORT_TASKS_MAX). */
  | { type: 'import.task.add' }
  | { type: 'import.task.change'; index: number; patch: Partial<MeetingImportTask> }
  | { type: 'import.task.remove'; index: number }
  /** A picked transcript file (a browser `File`: its name and size are read). */
  | { type: 'import.file'; file: TranscriptFileCandidate }
  | { type: 'import.submit' }
  /** ×, Escape; ignored while something is being sent. */
  | { type: 'detail.close' }
  | { type: 'toast.show'; toast: BusinessToast }
  | { type: 'toast.dismiss' };
