import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import { loginMachine, type LoginInput, type LoginOutput, routes } from '@portal/domain';
import type { LoginScreenProps } from '@portal/ui';
import { callApi } from '../app/api';
import { toLoginOutput } from './outcomes';
import { useSession } from '../app/session-context';
import { loadShells } from '../app/shells';
import { usePasswordResetRequest } from './usePasswordResetRequest';

// The session, else a rejection with the failure: the server's text, the product's login error, or the
// connection error when no answer came.
const login = fromPromise<LoginOutput, LoginInput>(async ({ input }) =>
  toLoginOutput(await callApi((api) => api.auth.login(input))),
);

export function useLogin(): LoginScreenProps {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const reset = usePasswordResetRequest();
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: { login },
      actions: { notifyLoggedIn: (_, { session }) => signIn(session) },
    }),
  );
  const [state, send] = useMachine(machine);
  const { key, password, errors, formError } = state.context;

  return {
    status: state.matches('editing') ? 'editing' : 'submitting',
    values: { key, password },
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    errors,
    formError,
    onSubmit: () => {
      // Whoever signs in lands in a shell: its chunk comes while the server answers.
      loadShells().catch(() => undefined);
      send({ type: 'form.submit' });
    },
    onForgotPassword: () => reset.open(key.trim()),
    registerHref: routes.register,
    onNavigate: (href) => void navigate(href),
    resetDialog: reset.dialog,
  };
}
