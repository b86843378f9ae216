import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  registrationMachine,
  type LoadBusinessNamesOutput,
  type RegisterInput,
  type RegisterOutput,
  type Session,
} from '@portal/domain';
import type { BusinessListStatus, RegistrationScreenProps } from '@portal/ui';
import { callApi, sessionFromLoginReply } from '../app/api';
import { paths } from '../app/paths';
import { teamEmailEvents, toRegisterOutput } from './outcomes';
import { useSession } from '../app/session-context';

const loadBusinessNames = fromPromise<LoadBusinessNamesOutput, void>(async () => {
  const result = await callApi((api) => api.auth.getAllBusinessesNames());
  if (!result.ok) throw new Error(result.message);
  return result.data;
});

// Registration answers without a token, but /waiting belongs to a signed-in waiting person (its
// button logs out). So after a successful registration the portal signs the person in with the
// credentials they just chose; the session machine then lands them on /waiting.
function registerThenSignIn(signIn: (session: Session) => void) {
  return fromPromise<RegisterOutput, RegisterInput>(async ({ input }) => {
    const outcome = toRegisterOutput(await callApi((api) => api.auth.register(input)));
    if (!outcome.ok) return outcome;
    const login = await callApi((api) =>
      api.auth.login({ authType: 'user', key: input.user.email, password: input.user.password }),
    );
    if (login.ok) signIn(sessionFromLoginReply(login.data));
    return { ok: true };
  });
}

export function useRegistration(): RegistrationScreenProps {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: { loadBusinessNames, register: registerThenSignIn(signIn) },
      actions: { navigate: (_, { to }) => void navigate(to) },
    }),
  );
  const [state, send] = useMachine(machine);
  const { context } = state;

  const businessesStatus: BusinessListStatus = state.matches({ step2: 'loadFailed' })
    ? 'failure'
    : context.businesses
      ? 'loaded'
      : 'loading';

  return {
    step: state.matches('step1') ? 'personal' : 'business',
    status: state.matches('submitting') || state.matches('done') ? 'submitting' : 'editing',
    personal: context.step1,
    onPersonalChange: (field, value) => send({ type: 'field.change', field, value }),
    personalErrors: context.step1Errors,
    onNext: () => send({ type: 'step.next' }),
    onBack: () => send({ type: 'step.back' }),
    businesses: context.businesses ?? [],
    businessesStatus,
    onRetryBusinesses: () => send({ type: 'businesses.retry' }),
    // The screen offers "existing" first; the machine's 'none' (nothing chosen yet) reads so.
    mode: context.mode === 'new' ? 'new' : 'existing',
    // Back to the list keeps the new-business form as typed; with nothing picked, submitting
    // asks to pick one (SPEC §5) instead of validating the form the person left.
    onModeChange: (mode) =>
      send({ type: mode === 'new' ? 'business.create' : 'business.pickExisting' }),
    selectedBusinessId: context.selectedBusinessId,
    onSelectBusiness: (businessId) => send({ type: 'business.select', businessId }),
    newBusiness: context.newBusiness,
    onNewBusinessChange: (field, value) => {
      if (field !== 'teamEmails') {
        send({ type: 'business.field.change', field, value: value as string });
        return;
      }
      for (const event of teamEmailEvents(
        context.newBusiness.teamEmails,
        value as string[],
        context.step1.email,
      )) {
        send(event);
      }
    },
    businessErrors: {
      ...context.step2Errors,
      ...(context.teamEmailError ? { teamEmails: context.teamEmailError } : {}),
    },
    formError: context.submitError,
    onSubmit: () => send({ type: 'form.submit' }),
    loginHref: paths.login,
    onNavigate: (href) => void navigate(href),
  };
}
