import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  businessFormMachine,
  selectBusinessFormView,
  type BusinessRecord,
  type SubmitBusinessInput,
  type SubmitBusinessOutput,
  type WaitingRegistration,
} from '@portal/domain';
import { businessFormModalViewProps, type BusinessFormModalProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';
import { businessPeopleActors } from './business-people';
import { useObjectUrl } from './useCompanyInfo';

/** The create and approve calls' fields (lists copied, the logo a Blob or none). */
const companyFields = ({ submission, logo }: SubmitBusinessInput) => ({
  ...submission,
  users: [...submission.users],
  custom_questions: [...submission.custom_questions],
  logo: logo instanceof Blob ? logo : null,
});

/** The form machine's actors on the api-client (`call` is `callApi`, or a fake in tests). */
export const businessFormActors = (call: typeof callApi) => ({
  ...businessPeopleActors(call),
  // Create (docs/product.md, The wire format), or approve the waiting registration with the same fields (ours).
  submitBusiness: fromPromise<SubmitBusinessOutput, SubmitBusinessInput>(async ({ input }) =>
    dataOrReject(
      await call((api) =>
        input.mode === 'approve' && input.waitingId
          ? api.adminBusinesses.approve({ ...companyFields(input), businessId: input.waitingId })
          : api.adminBusinesses.create(companyFields(input)),
      ),
    ),
  ),
});

export type BusinessFormOptions = {
  /**
   * The list's `approval.open(waitingBusiness)`: the registration to approve (the form starts from
   * its fields, its registrant the manager). Absent for `create.open()`.
   */
  waiting?: WaitingRegistration | null;
  /** The person closed the modal, or the success toast is over: unmount it. */
  onClose: () => void;
  /** The company was created or approved: the list refreshes (and leaves the waiting one). */
  onSaved?: (business: BusinessRecord) => void;
};

export const businessFormMachineWith = (
  call: typeof callApi,
  callbacks: Pick<BusinessFormOptions, 'onClose' | 'onSaved'>,
) =>
  businessFormMachine.provide({
    actors: businessFormActors(call),
    actions: {
      closeForm: () => callbacks.onClose(),
      notifySaved: (_, { business }) => callbacks.onSaved?.(business),
    },
  });

/**
 * The admin's Create Business modal, or 'Aprovar' for a waiting registration. Mount it once per
 * opening (its machine starts from `waiting`).
 */
export function useBusinessForm(options: BusinessFormOptions): BusinessFormModalProps {
  const [machine] = useState(() =>
    businessFormMachineWith(callApi, {
      onClose: () => options.onClose(),
      onSaved: (business) => options.onSaved?.(business),
    }),
  );
  const [state, send] = useMachine(machine, {
    input: options.waiting ? { mode: 'approve', waiting: options.waiting } : { mode: 'create' },
  });
  const logoPreviewUrl = useObjectUrl(state.context.logo);
  return {
    ...businessFormModalViewProps(selectBusinessFormView(state)),
    logoPreviewUrl,
    onClose: () => send({ type: 'form.close' }),
    onSubmit: () => send({ type: 'form.submit' }),
    onEdit: (edit) => send(edit),
    onLogoSelect: (file) => send({ type: 'logo.select', file }),
    onPeopleSearch: (query) => send({ type: 'people.search', query }),
    onPeopleRetry: () => send({ type: 'people.retry' }),
    onNewPersonOpen: () => send({ type: 'newPerson.open' }),
    onNewPersonChange: (field, value) => send({ type: 'newPerson.change', field, value }),
    onNewPersonSubmit: () => send({ type: 'newPerson.submit' }),
    onNewPersonCancel: () => send({ type: 'newPerson.cancel' }),
    onToastDismiss: () => send({ type: 'toast.dismiss' }),
  };
}
