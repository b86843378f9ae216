import type { FormEvent } from 'react';
import type { BusinessDraftEdit, BusinessFormView, NewPersonField } from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import * as styles from './AdminBusinessModals.css';
import { BusinessFormFields } from './parts/BusinessFormFields';

/** The screen's words for each mode (docs/product.md names the modal, not its texts: ours). */
export const businessFormTexts = {
  create: { title: 'Nova empresa', submit: 'Criar empresa', submitting: 'Criando...' },
  approve: { title: 'Aprovar empresa', submit: 'Aprovar empresa', submitting: 'Aprovando...' },
} as const;

export type BusinessFormModalViewProps = Pick<
  BusinessFormView,
  | 'mode'
  | 'status'
  | 'open'
  | 'draft'
  | 'errors'
  | 'questionErrors'
  | 'canAddQuestion'
  | 'logo'
  | 'logoError'
  | 'people'
  | 'submitError'
  | 'newPerson'
  | 'toast'
>;

export type BusinessFormModalProps = BusinessFormModalViewProps & {
  /** Object URL of the logo picked (the container makes it from the machine's file). */
  logoPreviewUrl?: string | null;
  onClose: () => void;
  onSubmit: () => void;
  onEdit: (edit: BusinessDraftEdit) => void;
  onLogoSelect: (file: File) => void;
  onPeopleSearch: (query: string) => void;
  onPeopleRetry: () => void;
  onNewPersonOpen: () => void;
  onNewPersonChange: (field: NewPersonField, value: string) => void;
  onNewPersonSubmit: () => void;
  onNewPersonCancel: () => void;
  onToastDismiss?: () => void;
};

/** The form machine's view as this modal's props (the container and the stories use it). */
export function businessFormModalViewProps(view: BusinessFormView): BusinessFormModalViewProps {
  const { mode, status, open, draft, errors, questionErrors, canAddQuestion } = view;
  const { logo, logoError, people, submitError, newPerson, toast } = view;
  return {
    mode,
    status,
    open,
    draft,
    errors,
    questionErrors,
    canAddQuestion,
    logo,
    logoError,
    people,
    submitError,
    newPerson,
    toast,
  };
}

/**
 * docs/product.md Create Business modal, and 'Aprovar' (the same form prefilled from a registration).
 * Once the company is saved the dialog closes and its toast shows for 3 s (the machine's clock).
 */
export function BusinessFormModal(props: BusinessFormModalProps) {
  const { mode, status, open, submitError, toast, onClose, onSubmit, onToastDismiss } = props;
  const texts = businessFormTexts[mode];
  const submitting = status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <>
      <Dialog open={open} onClose={onClose} title={texts.title} size="lg" fullWidthOnPhone>
        <form className={styles.form} noValidate onSubmit={submit} aria-label={texts.title}>
          {submitError && <Alert tone="error">{submitError}</Alert>}
          <BusinessFormFields
            form={props}
            disabled={submitting}
            logoPreviewUrl={props.logoPreviewUrl}
            onEdit={props.onEdit}
            onLogoSelect={props.onLogoSelect}
            onPeopleSearch={props.onPeopleSearch}
            onPeopleRetry={props.onPeopleRetry}
            newPerson={{
              view: props.newPerson,
              onOpen: props.onNewPersonOpen,
              onChange: props.onNewPersonChange,
              onSubmit: props.onNewPersonSubmit,
              onCancel: props.onNewPersonCancel,
            }}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              Cancelar
            </Button>
            <Button type="submit" loading={submitting} loadingText={texts.submitting}>
              {texts.submit}
            </Button>
          </div>
        </form>
      </Dialog>
      {/* The page behind a modal is inert: the toast shows once the dialog has closed. */}
      {!open && (
        <ToastRegion
          toasts={toastItems(toast)}
          onDismiss={onToastDismiss && (() => onToastDismiss())}
        />
      )}
    </>
  );
}
