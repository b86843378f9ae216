import type { FormStatus, RecordStatus } from '../model/status';
import { erasureRequestedOn, PROFILE_LOAD_FAILED } from '../messages';
import { formatDocumentDate } from '../format/format';
import type { ChangePasswordField, ChangePasswordValues } from '../validation/account-rules';
import type { FieldErrors } from '../validation/rules';
import type {
  MailSwitches,
  PictureCandidate,
  Profile,
  ProfileFields,
  ProfileMessage,
  ProfileTab,
} from './profile';
import { changesEmail } from './profile-email';
import type { ProfileSnapshot } from './profile.machine';

/** What the profile modal (and the top bar's avatar) read from the machine. */
export type ProfileView = {
  open: boolean;
  status: RecordStatus;
  tab: ProfileTab;
  profile: Profile | null;
  /** Edit mode's fields (also while saving); null outside edit mode. */
  values: ProfileFields | null;
  /** The accepted picture, to preview and name (a `File` in the browser). */
  picture: PictureCandidate | null;
  pictureError: string | null;
  /** Edit mode's typed e-mail differs from the loaded one: 'Senha atual' is shown and required. */
  askCurrentPassword: boolean;
  currentPassword: string;
  currentPasswordError: string | null;
  /** The load failure's box text (the error catalogue in docs/product.md), in `failure` only. */
  loadError: string | null;
  message: ProfileMessage | null;
  passwordStatus: Exclude<FormStatus, 'done'>;
  passwordValues: ChangePasswordValues;
  passwordErrors: FieldErrors<ChangePasswordField>;
  passwordMessage: ProfileMessage | null;
  /** The top bar's avatar: the loaded profile's picture. */
  pictureUrl: string | null;
  /** The e-mail switches once the profile is read; null for a business account (none). */
  mail: MailSwitches | null;
  /** A switch's change is on its way: the switches wait. */
  mailSaving: boolean;
  /** The erasure request's section; null for a business account (it cannot ask). */
  erasure: ErasureView | null;
};

/** 'Pedir exclusão da conta' and its confirmation, or the open request with 'Cancelar pedido'. */
export type ErasureView = {
  /** The open request's line ('Você pediu a exclusão da sua conta em …'); null when none is open. */
  requested: string | null;
  /** The confirmation (with 'Senha atual') is shown. */
  confirming: boolean;
  /** The request is on its way: the confirmation waits. */
  requesting: boolean;
  /** The withdrawal is on its way: 'Cancelar pedido' waits. */
  withdrawing: boolean;
  password: string;
  /** Why the request was refused, in the confirmation. */
  error: string | null;
};

function recordStatus(snapshot: ProfileSnapshot): RecordStatus {
  if (snapshot.matches({ record: 'failure' })) return 'failure';
  if (snapshot.matches({ record: 'viewing' })) return 'viewing';
  if (snapshot.matches({ record: 'editing' })) return 'editing';
  if (snapshot.matches({ record: 'saving' })) return 'saving';
  // Never opened reads as loading: opening is what starts the read.
  return 'loading';
}

/**
 * What the profile modal and the top bar read from the machine: a running actor's snapshot in
 * the app, a `profileMachine.resolveState({ value, context })` in stories.
 */
export function selectProfileView(snapshot: ProfileSnapshot): ProfileView {
  const { context } = snapshot;
  const status = recordStatus(snapshot);
  return {
    open: context.open,
    status,
    tab: context.tab,
    profile: context.profile,
    values: status === 'editing' || status === 'saving' ? context.draft : null,
    picture: context.picture,
    pictureError: context.pictureError,
    askCurrentPassword: (status === 'editing' || status === 'saving') && changesEmail(context),
    currentPassword: context.currentPassword,
    currentPasswordError: context.currentPasswordError,
    loadError: status === 'failure' ? PROFILE_LOAD_FAILED : null,
    message: context.message,
    passwordStatus: snapshot.matches({ password: 'submitting' }) ? 'submitting' : 'editing',
    passwordValues: context.passwordValues,
    passwordErrors: context.passwordErrors,
    passwordMessage: context.passwordMessage,
    pictureUrl: context.profile?.profile_picture ?? null,
    mail: context.profile?.mail ?? null,
    mailSaving: snapshot.matches({ mail: 'saving' }),
    erasure: erasureView(snapshot),
  };
}

function erasureView(snapshot: ProfileSnapshot): ErasureView | null {
  const { context } = snapshot;
  const requestedAt = context.profile?.erasure?.requestedAt;
  if (requestedAt === undefined) return null;
  const requesting = snapshot.matches({ erasure: 'requesting' });
  return {
    requested: requestedAt && erasureRequestedOn(formatDocumentDate(requestedAt)),
    confirming: requesting || snapshot.matches({ erasure: 'confirming' }),
    requesting,
    withdrawing: snapshot.matches({ erasure: 'withdrawing' }),
    password: context.erasurePassword,
    error: context.erasureError,
  };
}
