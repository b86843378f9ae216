import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  profileMachine,
  selectProfileView,
  type ChangePasswordInput,
  type ChangePasswordOutput,
  type LoadProfileOutput,
  type Profile,
  type RequestErasureInput,
  type RequestErasureOutput,
  type SaveMailSwitchesInput,
  type SaveProfileInput,
  type SaveProfileOutput,
} from '@portal/domain';
import { profileModalViewProps, type ProfileModalProps } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';
import { useSession, type SessionContextValue } from '../app/session-context';
import { useTwoFactor } from './useTwoFactor';
import { useDataExport } from './useDataExport';

export type ProfileView = {
  readonly modal: ProfileModalProps;
  readonly open: () => void;
  /** The top bar's avatar, once the profile was read. */
  readonly pictureUrl: string | null;
};

/**
 * The profile machine's actors on the api-client (`call` is `callWorkspace`, or a fake in tests).
 * Every failure rejects with the text to show ('Dados de autenticação ausentes' for a missing
 * session, the server's own text for a refused password change).
 */
export const profileActors = (call: WorkspaceCall) => ({
  loadProfile: fromPromise<LoadProfileOutput, void>(async () =>
    dataOrReject(
      await call(async (api, map) => {
        const result = await api.profile.get();
        return result.ok ? { ok: true as const, data: map.toProfile(result.data) } : result;
      }),
    ),
  ),
  saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(async ({ input }) => {
    return dataOrReject(
      await call(async (api, map) => {
        const result = await api.profile.update({
          ...input.fields,
          ...(input.currentPassword === null ? {} : { current_password: input.currentPassword }),
          profile_picture: input.picture instanceof Blob ? input.picture : null,
        });
        if (!result.ok) return result;
        return {
          ok: true as const,
          data: {
            profile: result.data.profile ? map.toProfile(result.data.profile) : null,
            // An e-mail change ended the other sessions; this one's new token.
            token: result.data.jwt_token ?? null,
          },
        };
      }),
    );
  }),
  changePassword: fromPromise<ChangePasswordOutput, ChangePasswordInput>(async ({ input }) => ({
    token: dataOrReject(await call((api) => api.profile.changePassword(input))).jwt_token,
  })),
  saveMailSwitches: fromPromise<void, SaveMailSwitchesInput>(async ({ input }) => {
    dataOrReject(
      await call((api) =>
        api.profile.mailPreferences({ task_reminders: input.tasks, weekly_digest: input.digest }),
      ),
    );
  }),
  requestErasure: fromPromise<RequestErasureOutput, RequestErasureInput>(async ({ input }) => {
    const reply = dataOrReject(
      await call((api) => api.profile.requestErasure({ current_password: input.currentPassword })),
    );
    return { requestedAt: reply.erasure_requested_at };
  }),
  withdrawErasure: fromPromise<void, void>(async () => {
    dataOrReject(await call((api) => api.profile.withdrawErasure()));
  }),
});

/**
 * What the profile machine tells the session: a fresh token to keep, and a saved profile whose
 * name and e-mail the shells show at once (the top bar reads the session's user).
 */
export const profileActions = (
  session: Pick<SessionContextValue, 'replaceToken' | 'changeUser'>,
) => ({
  replaceToken: (_: unknown, { token }: { token: string }) => session.replaceToken(token),
  profileSaved: (_: unknown, { profile }: { profile: Profile }) =>
    session.changeUser({ name: profile.name, email: profile.email }),
});

// The profile modal opened from the top bar's role badge; the machine keeps running while the
// modal is closed, so a password or e-mail change in flight still hands over its new token.
export function useProfile(): ProfileView {
  const session = useSession();
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: profileActors(callWorkspace),
      actions: profileActions(session),
    }),
  );
  const [state, send, actor] = useMachine(machine);
  const view = selectProfileView(state);
  // Stable, as the shells hand it to the top bar.
  const [open] = useState(() => () => actor.send({ type: 'modal.open' }));
  // A person's own second factor; a business account (a company's code) has none.
  const { open: openTwoFactor, ...twoFactor } = useTwoFactor();
  const isPerson = session.session?.authType === 'user';
  // 'Baixar meus dados': a person's own data (LGPD); a business account is no person.
  const dataExport = useDataExport('personal', (api) => api.dataExports.personal());

  return {
    open,
    pictureUrl: view.pictureUrl,
    modal: {
      ...profileModalViewProps(view),
      onClose: () => send({ type: 'modal.close' }),
      onTabChange: (tab) => {
        if (tab === 'security') openTwoFactor();
        send({ type: 'tab.select', tab });
      },
      onEdit: () => send({ type: 'edit.start' }),
      onCancelEdit: () => send({ type: 'edit.cancel' }),
      onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
      onCurrentPasswordChange: (value) => send({ type: 'currentPassword.change', value }),
      onPictureSelect: (file) => send({ type: 'picture.select', file }),
      onSave: () => send({ type: 'form.submit' }),
      onRetry: () => send({ type: 'load.retry' }),
      onPasswordFieldChange: (field, value) =>
        send({ type: 'password.field.change', field, value }),
      onChangePassword: () => send({ type: 'password.submit' }),
      onMailToggle: (kind, on) => send({ type: 'mail.toggle', kind, on }),
      onErasureAsk: () => send({ type: 'erasure.ask' }),
      onErasurePasswordChange: (value) => send({ type: 'erasure.password.change', value }),
      onErasureConfirm: () => send({ type: 'erasure.confirm' }),
      onErasureDismiss: () => send({ type: 'erasure.dismiss' }),
      onErasureWithdraw: () => send({ type: 'erasure.withdraw' }),
      twoFactor: isPerson ? twoFactor : null,
      dataExport: isPerson ? dataExport : null,
    },
  };
}
