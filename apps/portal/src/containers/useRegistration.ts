import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  registrationMachine,
  selectRegistrationView,
  type LoadBusinessNamesOutput,
  type RegisterInput,
  type RegisterOutput,
  type Session,
  routes,
} from '@portal/domain';
import type { RegistrationScreenProps } from '@portal/ui';
import { callApi, dataOrReject, sessionFromLoginReply } from '../app/api';
import { useSession } from '../app/session-context';

/** The registration's actors over an api call (`callApi`, or a fake in tests). */
export function registrationActors(call: typeof callApi, signIn: (session: Session) => void) {
  return {
    loadBusinessNames: fromPromise<LoadBusinessNamesOutput, void>(async () =>
      dataOrReject(await call((api) => api.auth.getAllBusinessesNames())),
    ),
    // Registration answers without a token, but /waiting belongs to a signed-in waiting person
    // (its button logs out). So after a successful registration the portal signs the person in
    // with the credentials they just chose; the session machine then lands them on /waiting. A
    // refused registration rejects with the ApiFailure (the server's text, else the product's).
    register: fromPromise<RegisterOutput, RegisterInput>(async ({ input }) => {
      dataOrReject(await call((api) => api.auth.register(input)));
      const login = await call((api) =>
        api.auth.login({
          authType: 'user',
          key: input.user.email,
          password: input.user.password,
        }),
      );
      // A newcomer waits for approval and has no second factor: the password is the whole login.
      if (login.ok && login.data.status === 'success') signIn(sessionFromLoginReply(login.data));
    }),
  };
}

export function useRegistration(): RegistrationScreenProps {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: registrationActors(callApi, signIn),
      actions: { navigate: (_, { to }) => void navigate(to) },
    }),
  );
  const [state, send] = useMachine(machine);

  return {
    ...selectRegistrationView(state),
    onPersonalChange: (field, value) => send({ type: 'field.change', field, value }),
    onNext: () => send({ type: 'step.next' }),
    onBack: () => send({ type: 'step.back' }),
    onRetryBusinesses: () => send({ type: 'businesses.retry' }),
    onSearchChange: (query) => send({ type: 'search.change', query }),
    onSelectBusiness: (businessId) => send({ type: 'business.select', businessId }),
    // Back to the list keeps the new-business form as typed; with nothing picked, submitting
    // asks to pick one (docs/product.md, Limits) instead of validating the form the person left.
    onModeChange: (mode) =>
      send({ type: mode === 'new' ? 'business.create' : 'business.pickExisting' }),
    onNewBusinessChange: (field, value) => send({ type: 'business.field.change', field, value }),
    onTeamEmailDraftChange: (value) => send({ type: 'teamEmail.change', value }),
    onTeamEmailAdd: () => send({ type: 'teamEmail.add' }),
    onTeamEmailRemove: (email) => send({ type: 'teamEmail.remove', email }),
    onSubmit: () => send({ type: 'form.submit' }),
    loginHref: routes.login,
    onNavigate: (href) => void navigate(href),
  };
}
