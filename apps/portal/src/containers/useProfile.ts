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
  type SaveProfileInput,
  type SaveProfileOutput,
} from '@portal/domain';
import type { Profile as ServerProfile } from '@portal/api-client';
import { profileModalViewProps, type ProfileModalProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';
import { useSession } from '../app/session-context';

export type ProfileView = {
  readonly modal: ProfileModalProps;
  readonly open: () => void;
  /** The top bar's avatar, once the profile was read. */
  readonly pictureUrl: string | null;
};

/** The server's profile as the modal shows it: blank where the server has nothing. */
const toProfile = (profile: ServerProfile): Profile => ({
  name: profile.name,
  email: profile.email,
  phone_number: profile.phone_number ?? '',
  knowledge_base: profile.knowledge_base ?? '',
  profile_picture: profile.profile_picture,
});

/**
 * The profile machine's actors on the api-client (`call` is `callApi`, or a fake in tests).
 * Every failure rejects with the text to show ('Dados de autenticação ausentes' for a missing
 * session, the server's own text for a refused password change).
 */
export const profileActors = (call: typeof callApi) => ({
  loadProfile: fromPromise<LoadProfileOutput, void>(async () =>
    toProfile(dataOrReject(await call((api) => api.profile.get()))),
  ),
  saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(async ({ input }) => {
    const reply = dataOrReject(
      await call((api) =>
        api.profile.update({
          ...input.fields,
          profile_picture: input.picture instanceof Blob ? input.picture : null,
        }),
      ),
    );
    return reply.profile ? toProfile(reply.profile) : null;
  }),
  changePassword: fromPromise<ChangePasswordOutput, ChangePasswordInput>(async ({ input }) => ({
    token: dataOrReject(await call((api) => api.profile.changePassword(input))).jwt_token,
  })),
});

// The profile modal opened from the top bar's role badge; the machine keeps running while the
// modal is closed, so a password change in flight still hands over its new token.
export function useProfile(): ProfileView {
  const { replaceToken } = useSession();
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: profileActors(callApi),
      actions: { replaceToken: (_, { token }) => replaceToken(token) },
    }),
  );
  const [state, send, actor] = useMachine(machine);
  const view = selectProfileView(state);
  // Stable, as the shells hand it to the top bar.
  const [open] = useState(() => () => actor.send({ type: 'modal.open' }));

  return {
    open,
    pictureUrl: view.pictureUrl,
    modal: {
      ...profileModalViewProps(view),
      onClose: () => send({ type: 'modal.close' }),
      onTabChange: (tab) => send({ type: 'tab.select', tab }),
      onEdit: () => send({ type: 'edit.start' }),
      onCancelEdit: () => send({ type: 'edit.cancel' }),
      onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
      onPictureSelect: (file) => send({ type: 'picture.select', file }),
      onSave: () => send({ type: 'form.submit' }),
      onRetry: () => send({ type: 'load.retry' }),
      onPasswordFieldChange: (field, value) =>
        send({ type: 'password.field.change', field, value }),
      onChangePassword: () => send({ type: 'password.submit' }),
    },
  };
}
