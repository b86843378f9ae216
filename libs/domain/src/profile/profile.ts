import type { ImageCandidate } from '../validation/images';
import type { ChangePasswordField, ChangePasswordValues } from '../validation/account-rules';
import type { FieldErrors } from '../validation/rules';
import type { MailKind } from '../task-board/task-mail';

// The profile modal's model: what it shows, what its actors take and give, its context and
// events. The machine and its view are in profile.machine.ts.

/** The signed-in person's profile as the modal shows it (blank texts where the server has none). */
export type Profile = {
  name: string;
  email: string;
  phone_number: string;
  knowledge_base: string;
  profile_picture: string | null;
  /** The e-mails the person gets; null for a business account, which is no person and gets none. */
  mail: MailSwitches | null;
  /**
   * The person's request to erase their account (LGPD): `requestedAt` (ISO) while one is open,
   * null when none is; the whole is null for a business account, whose data an admin erases.
   */
  erasure: ErasureRequest | null;
};
export type ErasureRequest = { requestedAt: string | null };
/** 'Lembretes de tarefas por e-mail' and 'Resumo semanal por e-mail': on unless turned off. */
export type MailSwitches = Record<MailKind, boolean>;
/** What edit mode changes; the picture and the e-mail switches travel apart. */
export type ProfileFields = Omit<Profile, 'profile_picture' | 'mail' | 'erasure'>;
export type ProfileField = keyof ProfileFields;
/** 'security': the person's second factor (its own machine, two-factor/). */
export type ProfileTab = 'profile' | 'password' | 'security';
/** A message above a tab's form, for 3 s. */
export type ProfileMessage = { tone: 'success' | 'error'; text: string };
/** A picked picture: any object with the file's `size` and MIME `type` (a browser `File`). */
export type PictureCandidate = ImageCandidate & { readonly name?: string };

/** The profile; reject when the call failed (its `{ message }` is shown for 3 s). */
export type LoadProfileOutput = Profile;
/** `currentPassword` only when the e-mail changes (the server asks for it then), else null. */
export type SaveProfileInput = {
  fields: ProfileFields;
  picture: PictureCandidate | null;
  currentPassword: string | null;
};
/**
 * `profile`: the profile the server kept (a new picture's URL above all), or null when it only
 * said ok: the modal then shows the fields sent with the picture it had. `token`: an e-mail change
 * ends every other session and sends a fresh token for this one, which the portal must keep
 * (`replaceToken`); null when none came. Reject when the call failed.
 */
export type SaveProfileOutput = { profile: Profile | null; token: string | null };
export type ChangePasswordInput = ChangePasswordValues;
/** Both switches as they should be kept; resolves when kept, rejects when the call failed. */
export type SaveMailSwitchesInput = MailSwitches;
/** The current password, asked before the request is made. */
export type RequestErasureInput = { currentPassword: string };
/** The open request's instant (ISO): asked twice, the first stands. Reject when refused. */
export type RequestErasureOutput = { requestedAt: string };

/**
 * The server ends every token of the person on a password change, this one included, and sends
 * a fresh one, which the portal must keep (`replaceToken`). Reject when the change failed; a
 * failure carrying the server's text shows that text.
 */
export type ChangePasswordOutput = { token: string };

export type ProfileContext = {
  /** The modal is shown; the machine keeps working while it is closed (a change in flight). */
  open: boolean;
  tab: ProfileTab;
  /** Kept once loaded, also while closed: the top bar shows its picture. */
  profile: Profile | null;
  /** Edit mode's copy of the fields; null outside edit mode. */
  draft: ProfileFields | null;
  /** The fields of the save in flight: the profile when the server only says ok. */
  submitted: ProfileFields | null;
  /** The accepted picture, kept opaque (the domain never touches a File). */
  picture: PictureCandidate | null;
  pictureError: string | null;
  message: ProfileMessage | null;
  /** Edit mode's 'Senha atual', asked for when the typed e-mail differs from the loaded one. */
  currentPassword: string;
  currentPasswordError: string | null;
  passwordValues: ChangePasswordValues;
  passwordErrors: FieldErrors<ChangePasswordField>;
  passwordMessage: ProfileMessage | null;
  /** The switches as they were before the change being saved: put back if the save fails. */
  mailBefore: MailSwitches | null;
  /** The erasure request's 'Senha atual', typed in its confirmation. */
  erasurePassword: string;
  /** Why the request was refused (no password, a wrong one), shown in its confirmation. */
  erasureError: string | null;
};

/** Never opened, nothing read, typed or shown; stories start their fixture contexts from it. */
export const initialProfileContext: ProfileContext = {
  open: false,
  tab: 'profile',
  profile: null,
  draft: null,
  submitted: null,
  picture: null,
  pictureError: null,
  message: null,
  currentPassword: '',
  currentPasswordError: null,
  passwordValues: { oldPassword: '', newPassword: '' },
  passwordErrors: {},
  passwordMessage: null,
  mailBefore: null,
  erasurePassword: '',
  erasureError: null,
};

export type ProfileEvent =
  | { type: 'modal.open' }
  | { type: 'modal.close' }
  | { type: 'tab.select'; tab: ProfileTab }
  | { type: 'load.retry' }
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'field.change'; field: ProfileField; value: string }
  | { type: 'picture.select'; file: PictureCandidate }
  | { type: 'currentPassword.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'password.field.change'; field: ChangePasswordField; value: string }
  | { type: 'password.submit' }
  | { type: 'mail.toggle'; kind: MailKind; on: boolean }
  /** 'Pedir exclusão da conta': the confirmation, asking the current password. */
  | { type: 'erasure.ask' }
  | { type: 'erasure.password.change'; value: string }
  | { type: 'erasure.confirm' }
  /** The confirmation's 'Cancelar' (or Escape): nothing is asked. */
  | { type: 'erasure.dismiss' }
  /** 'Cancelar pedido': the open request is withdrawn. */
  | { type: 'erasure.withdraw' }
  /** Raised by the machine itself: a message for the profile tab, shown for 3 s. */
  | { type: 'notice.show'; message: ProfileMessage }
  /** Raised by the machine itself: a message for the password tab, shown for 3 s. */
  | { type: 'passwordNotice.show'; message: ProfileMessage };

/** The editable fields of a profile, as edit mode starts with them. */
export function fieldsOf(profile: Profile): ProfileFields {
  const { name, email, phone_number, knowledge_base } = profile;
  return { name, email, phone_number, knowledge_base };
}
