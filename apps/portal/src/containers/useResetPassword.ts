import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  resetPasswordMachine,
  selectResetPasswordView,
  type ResetPasswordInput,
  type ResetPasswordOutput,
  type VerifyResetTokenInput,
  type VerifyResetTokenOutput,
  RESET_TOKEN_PARAM,
  routes,
} from '@portal/domain';
import type { ResetPasswordScreenProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';
import { toVerifyResetTokenOutput } from './outcomes';

// A valid link gives the name to greet; an invalid one rejects with the product's text for it, and a
// check that got no answer shows 'Erro ao verificar token'.
const verifyResetToken = fromPromise<VerifyResetTokenOutput, VerifyResetTokenInput>(
  async ({ input }) =>
    toVerifyResetTokenOutput(
      await callApi((api) => api.passwordReset.verifyResetToken(input.token)),
    ),
);

// Any failure, `success` not true included, shows 'Erro ao redefinir senha...'.
const resetPassword = fromPromise<ResetPasswordOutput, ResetPasswordInput>(async ({ input }) =>
  dataOrReject(await callApi((api) => api.passwordReset.resetPassword(input))),
);

export function useResetPassword(): ResetPasswordScreenProps {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [machine] = useState(() =>
    resetPasswordMachine.provide({
      actors: { verifyResetToken, resetPassword },
      actions: { navigate: (_, { to }) => void navigate(to) },
    }),
  );
  const [state, send] = useMachine(machine, { input: { token: params.get(RESET_TOKEN_PARAM) } });

  return {
    ...selectResetPasswordView(state),
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onSubmit: () => send({ type: 'form.submit' }),
    loginHref: routes.login,
    onNavigate: (href) => void navigate(href),
  };
}
