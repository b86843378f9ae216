import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  passwordResetRequestMachine,
  type RequestPasswordResetInput,
  type RequestPasswordResetOutput,
} from '@portal/domain';
import type { PasswordResetDialogProps, PasswordResetStep } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';

export type PasswordResetRequestView = {
  readonly dialog: PasswordResetDialogProps;
  /** Opens the dialog, starting from what the login field holds when it looks like an e-mail. */
  readonly open: (email?: string) => void;
};

// Resolves or rejects like every actor; the dialog says the same either way (docs/product.md, The wire format).
const requestPasswordReset = fromPromise<RequestPasswordResetOutput, RequestPasswordResetInput>(
  async ({ input }) =>
    dataOrReject(await callApi((api) => api.passwordReset.requestPasswordReset(input.email))),
);

// The 3-step dialog of the login page: enter e-mail, confirm it, sent.
export function usePasswordResetRequest(): PasswordResetRequestView {
  const [machine] = useState(() =>
    passwordResetRequestMachine.provide({ actors: { requestPasswordReset } }),
  );
  const [state, send] = useMachine(machine);

  const step: PasswordResetStep = state.matches({ open: 'confirm' })
    ? 'confirm'
    : state.matches({ open: 'sending' })
      ? 'sending'
      : state.matches({ open: 'sent' })
        ? 'sent'
        : 'enterEmail';

  return {
    open: (email) => send({ type: 'dialog.open', email: email?.includes('@') ? email : '' }),
    dialog: {
      open: state.matches('open'),
      step,
      email: state.context.email,
      error: state.context.error,
      onEmailChange: (value) => send({ type: 'field.change', value }),
      onSubmitEmail: () => send({ type: 'form.submit' }),
      onConfirm: () => send({ type: 'email.confirm' }),
      onEdit: () => send({ type: 'email.edit' }),
      onClose: () => send({ type: 'dialog.close' }),
    },
  };
}
