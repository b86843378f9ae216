import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { failure, success, type ApiClient, type LoginReply } from '@portal/api-client';
import {
  BUSINESSES_LOAD_FAILED,
  REGISTRATION_FAILED,
  registrationMachine,
  selectRegistrationView,
} from '@portal/domain';
import { clientUnavailable, type callApi } from '../app/api';
import { registrationActors } from './useRegistration';

const reply: LoginReply = {
  status: 'success',
  jwt_token: 'jwt-1',
  auth_type: 'user',
  business: { id: 'b1', name: 'Padaria' },
  user: { id: 'u1', name: 'Ana', email: 'ana@loja.com.br', role: 'ordinary' },
};

type Answers = {
  names?: Awaited<ReturnType<ApiClient['auth']['getAllBusinessesNames']>>;
  register?: Awaited<ReturnType<ApiClient['auth']['register']>>;
};

function registration(answers: Answers = {}) {
  const calls: string[] = [];
  const auth = {
    getAllBusinessesNames: async () => {
      calls.push('getAllBusinessesNames');
      return answers.names ?? success([{ id: 'b1', name: 'Padaria Pão Quente' }]);
    },
    register: async () => {
      calls.push('register');
      return answers.register ?? success({ status: 'success' as const });
    },
    login: async () => {
      calls.push('login');
      return success(reply);
    },
  } as unknown as ApiClient['auth'];
  const call = ((fn: (api: ApiClient) => unknown) =>
    fn({ auth } as unknown as ApiClient)) as typeof callApi;
  const signIn = vi.fn();
  const navigate = vi.fn();
  const actor = createActor(
    registrationMachine.provide({
      actors: registrationActors(call, signIn),
      actions: { navigate: (_, { to }) => navigate(to) },
    }),
  ).start();
  const toStep2 = async () => {
    actor.send({ type: 'field.change', field: 'name', value: 'Ana' });
    actor.send({ type: 'field.change', field: 'email', value: 'ana@loja.com.br' });
    actor.send({ type: 'field.change', field: 'phone', value: '11999999999' });
    actor.send({ type: 'field.change', field: 'password', value: 'segredo' });
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => !s.matches({ step2: 'loadingBusinesses' }));
  };
  const submitExisting = async () => {
    actor.send({ type: 'business.select', businessId: 'b1' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));
  };
  const view = () => selectRegistrationView(actor.getSnapshot());
  return { actor, calls, signIn, navigate, toStep2, submitExisting, view };
}

describe('the registration container', () => {
  it('registers, signs the person in with the chosen credentials and goes to /waiting', async () => {
    const r = registration();
    await r.toStep2();
    await r.submitExisting();
    expect(r.calls).toEqual(['getAllBusinessesNames', 'register', 'login']);
    expect(r.signIn).toHaveBeenCalledWith(expect.objectContaining({ jwt: 'jwt-1' }));
    expect(r.navigate).toHaveBeenCalledWith('/waiting');
    expect(r.view().status).toBe('done');
  });

  it('shows the server error of a refused registration, and signs nobody in', async () => {
    const r = registration({
      register: failure('http', 'Este email já está cadastrado', { status: 409 }),
    });
    await r.toStep2();
    await r.submitExisting();
    expect(r.view()).toMatchObject({
      status: 'editing',
      formError: 'Este email já está cadastrado',
    });
    expect(r.calls).not.toContain('login');
    expect(r.signIn).not.toHaveBeenCalled();
  });

  it("shows the product's text when the server could not be reached, or the client not loaded", async () => {
    for (const noAnswer of [failure('network', REGISTRATION_FAILED), clientUnavailable]) {
      const r = registration({ register: noAnswer });
      await r.toStep2();
      await r.submitExisting();
      expect(r.view().formError).toBe(REGISTRATION_FAILED);
    }
  });

  it('says the business list failed to load', async () => {
    const r = registration({ names: failure('http', BUSINESSES_LOAD_FAILED, { status: 500 }) });
    await r.toStep2();
    expect(r.view()).toMatchObject({
      businessesStatus: 'failure',
      businessesError: BUSINESSES_LOAD_FAILED,
    });
  });
});
