import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  resetPasswordMachine,
  type ResetPasswordInput,
  type ResetPasswordOutput,
  type VerifyResetTokenInput,
  type VerifyResetTokenOutput,
} from '@portal/domain';
import type { ResetPasswordScreenProps, ResetPasswordStatus } from '@portal/ui';
import { callApi } from '../app/api';
import { toVerifyResetTokenOutput } from './outcomes';
import { paths } from '../app/paths';

// A link the server calls invalid resolves (invalid state with the server's text); only a call
// that never got an answer rejects ('Erro ao verificar token').
const verifyResetToken = fromPromise<VerifyResetTokenOutput, VerifyResetTokenInput>(
  async ({ input }) =>
    toVerifyResetTokenOutput(
      await callApi((api) => api.passwordReset.verifyResetToken(input.token)),
    ),
);

const resetPassword = fromPromise<ResetPasswordOutput, ResetPasswordInput>(async ({ input }) => {
  const result = await callApi((api) => api.passwordReset.resetPassword(input));
  return { success: result.ok };
});

export function useResetPassword(): ResetPasswordScreenProps {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [machine] = useState(() =>
    resetPasswordMachine.provide({
      actors: { verifyResetToken, resetPassword },
      actions: { navigate: (_, { to }) => void navigate(to) },
    }),
  );
  const [state, send] = useMachine(machine, { input: { token: params.get('token') } });
  const { context } = state;

  const status: ResetPasswordStatus =
    state.matches('checkingLink') || state.matches('verifying')
      ? 'loading'
      : state.matches('invalid')
        ? 'invalid'
        : state.matches('submitting')
          ? 'submitting'
          : state.matches('success') || state.matches('redirected')
            ? 'success'
            : 'form';

  return {
    status,
    userName: context.userName,
    invalidMessage: context.invalidReason,
    values: { password: context.password, confirmPassword: context.confirmPassword },
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    error: context.error,
    onSubmit: () => send({ type: 'form.submit' }),
    loginHref: paths.login,
    onNavigate: (href) => void navigate(href),
  };
}
