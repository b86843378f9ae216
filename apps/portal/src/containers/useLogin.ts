import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  loginMachine,
  normalizeRecoveryCode,
  normalizeTotpCode,
  routes,
  selectSecondStepView,
  type ConfirmSetupInput,
  type ConfirmSetupOutput,
  type LoginInput,
  type LoginOutput,
  type Session,
  type TotpSetup,
  type VerifySecondFactorInput,
} from '@portal/domain';
import type { LoginScreenProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';
import { sessionFromLoginReply } from '../app/session-mapping';
import { toLoginOutput } from './outcomes';
import { useSession } from '../app/session-context';
import { preloadForSignIn, whenIdle } from '../app/sign-in-preload';
import { loadShells } from '../app/shells';
import { usePasswordResetRequest } from './usePasswordResetRequest';

/**
 * The login machine's actors on the api-client: the session, the second step when one follows,
 * else a rejection with the failure (the server's text, the product's login error, or the
 * connection error when no answer came).
 */
export const loginActors = {
  login: fromPromise<LoginOutput, LoginInput>(async ({ input }) =>
    toLoginOutput(await callApi((api) => api.auth.login(input))),
  ),
  verifySecondFactor: fromPromise<Session, VerifySecondFactorInput>(async ({ input }) => {
    const proof =
      input.method === 'code'
        ? { code: normalizeTotpCode(input.code) }
        : { recoveryCode: normalizeRecoveryCode(input.code) };
    const reply = await callApi((api) => api.twoFactor.verify({ token: input.token, ...proof }));
    return sessionFromLoginReply(dataOrReject(reply));
  }),
  beginSetup: fromPromise<TotpSetup, { token: string }>(async ({ input }) => {
    const { key, qr } = dataOrReject(await callApi((api) => api.twoFactor.setupBegin(input.token)));
    return { key, qr };
  }),
  confirmSetup: fromPromise<ConfirmSetupOutput, ConfirmSetupInput>(async ({ input }) => {
    const reply = dataOrReject(
      await callApi((api) =>
        api.twoFactor.setupConfirm(input.token, normalizeTotpCode(input.code)),
      ),
    );
    return { session: sessionFromLoginReply(reply), recoveryCodes: reply.recovery_codes };
  }),
};

export function useLogin(): LoginScreenProps {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const reset = usePasswordResetRequest();
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: loginActors,
      actions: { notifyLoggedIn: (_, { session }) => signIn(session) },
    }),
  );
  const [state, send] = useMachine(machine);
  const { key, password, errors, formError } = state.context;
  // While the person types: what 'Entrar' needs (the client, the shells, the landings' code), so
  // the request leaves on the click and the landing is drawn without a chunk to wait for.
  useEffect(() => whenIdle(preloadForSignIn), []);

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
    secondStep: selectSecondStepView(state),
    secondFactor: {
      onCodeChange: (value) => send({ type: 'code.change', value }),
      onCodeSubmit: () => send({ type: 'code.submit' }),
      onMethodToggle: () => send({ type: 'method.toggle' }),
      onCancel: () => send({ type: 'secondStep.cancel' }),
      onSetupRetry: () => send({ type: 'setup.retry' }),
      onRecoveryCodesConfirm: () => send({ type: 'recoveryCodes.confirm' }),
    },
  };
}
