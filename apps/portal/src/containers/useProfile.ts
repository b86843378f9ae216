import { useCallback, useState } from 'react';
import { validateChangePassword, validateImage, hasErrors } from '@portal/domain';
import {
  profileMessages,
  type PasswordChangeStatus,
  type PasswordChangeValues,
  type ProfileData,
  type ProfileMessage,
  type ProfileModalProps,
  type ProfileStatus,
  type ProfileTab,
  type ProfileValues,
} from '@portal/ui';
import type { ApiFailure } from '@portal/api-client';
import { callApi } from '../app/api';
import { useSession } from '../app/session-context';
import { useTimedMessage } from './useTimedMessage';

// SPEC §8/§9: profile messages (successes and errors) vanish after 3 s.
const MESSAGE_MS = 3000;

export type ProfileView = {
  readonly modal: ProfileModalProps;
  readonly open: () => void;
  readonly pictureUrl: string | null;
};

const failureText = (failure: ApiFailure, fallback: string) =>
  failure.reason === 'missing-session' ? profileMessages.authMissing : fallback;

// The profile modal opened from the top bar's role badge. The domain has no profile machine in
// this issue, so this container keeps the modal's few states itself.
export function useProfile(): ProfileView {
  const { replaceToken } = useSession();
  const [isOpen, setOpen] = useState(false);
  const [status, setStatus] = useState<ProfileStatus>('loading');
  const [profile, setProfile] = useState<ProfileData | null>(null);
  const [tab, setTab] = useState<ProfileTab>('profile');
  const [message, { show: showMessage, clear: clearMessage }] =
    useTimedMessage<ProfileMessage>(MESSAGE_MS);
  const [passwordMessage, { show: showPasswordMessage, clear: clearPasswordMessage }] =
    useTimedMessage<ProfileMessage>(MESSAGE_MS);
  const [passwordStatus, setPasswordStatus] = useState<PasswordChangeStatus>('idle');
  const [passwordErrors, setPasswordErrors] = useState<ProfileModalProps['passwordErrors']>({});

  const load = useCallback(async () => {
    setStatus('loading');
    const result = await callApi((api) => api.profile.get());
    if (result.ok) {
      setProfile({
        name: result.data.name,
        email: result.data.email,
        phone_number: result.data.phone_number ?? '',
        knowledge_base: result.data.knowledge_base ?? '',
        profile_picture: result.data.profile_picture,
      });
      setStatus('viewing');
    } else {
      showMessage({ tone: 'error', text: failureText(result, profileMessages.loadFailed) });
      setStatus('loadFailure');
    }
  }, [showMessage]);

  const open = useCallback(() => {
    setOpen(true);
    setTab('profile');
    clearMessage();
    clearPasswordMessage();
    setPasswordErrors({});
    void load();
  }, [load, clearMessage, clearPasswordMessage]);

  const save = async (values: ProfileValues, picture: File | null) => {
    const pictureError = picture ? validateImage(picture, 'profilePicture') : undefined;
    if (pictureError) {
      showMessage({ tone: 'error', text: pictureError });
      return;
    }
    setStatus('saving');
    const result = await callApi((api) =>
      api.profile.update({ ...values, profile_picture: picture }),
    );
    if (result.ok) {
      const saved = result.data.profile;
      setProfile((current) => ({
        ...values,
        profile_picture: current?.profile_picture ?? null,
        ...(saved
          ? {
              name: saved.name,
              email: saved.email,
              phone_number: saved.phone_number ?? '',
              knowledge_base: saved.knowledge_base ?? '',
              profile_picture: saved.profile_picture,
            }
          : {}),
      }));
      setStatus('viewing');
      showMessage({ tone: 'success', text: profileMessages.updated });
    } else {
      setStatus('editing');
      showMessage({ tone: 'error', text: failureText(result, profileMessages.updateFailed) });
    }
  };

  const changePassword = async (values: PasswordChangeValues) => {
    const errors = validateChangePassword(values);
    setPasswordErrors(errors);
    if (hasErrors(errors)) return;
    setPasswordStatus('saving');
    const result = await callApi((api) => api.profile.changePassword(values));
    setPasswordStatus('idle');
    if (result.ok) {
      // The server ended every earlier token, this one included, and sent a fresh one.
      replaceToken(result.data.jwt_token);
      showPasswordMessage({ tone: 'success', text: profileMessages.passwordChanged });
    } else {
      // SPEC §7: failure replies carry the message to show.
      showPasswordMessage({
        tone: 'error',
        text: result.serverMessage ?? failureText(result, profileMessages.passwordFailed),
      });
    }
  };

  return {
    open,
    pictureUrl: profile?.profile_picture ?? null,
    modal: {
      open: isOpen,
      onClose: () => setOpen(false),
      status,
      profile,
      onEdit: () => setStatus('editing'),
      onCancelEdit: () => setStatus('viewing'),
      onSave: (values, picture) => void save(values, picture),
      onRetry: () => void load(),
      message,
      passwordStatus,
      passwordMessage,
      passwordErrors,
      onChangePassword: (values) => void changePassword(values),
      tab,
      onTabChange: setTab,
    },
  };
}
