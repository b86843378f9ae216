import { useRef } from 'react';
import type { FormEvent } from 'react';
import type { RegistrationView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { useFocusFirstError } from '../../../hooks/useFocusFirstError';
import { BusinessList } from './BusinessList';
import type { BusinessListProps } from './BusinessList';
import { NewBusinessForm } from './NewBusinessForm';
import type { NewBusinessFormProps } from './NewBusinessForm';
import * as styles from '../RegistrationScreen.css';

/** Step 2's events, one machine event each. */
export type BusinessStepCallbacks = Pick<
  BusinessListProps,
  'onSearchChange' | 'onSelectBusiness' | 'onRetryBusinesses'
> &
  Pick<
    NewBusinessFormProps,
    'onNewBusinessChange' | 'onTeamEmailDraftChange' | 'onTeamEmailAdd' | 'onTeamEmailRemove'
  > & {
    /** 'new' is `business.create`; 'existing' is `business.pickExisting`. */
    onModeChange: (mode: RegistrationView['mode']) => void;
    onBack: () => void;
    /** `form.submit`: the machine adds what is still typed in the team e-mail box first. */
    onSubmit: () => void;
  };

export type BusinessStepProps = RegistrationView & BusinessStepCallbacks;

/** Step 2: join an existing business or create one. */
export function BusinessStep(props: BusinessStepProps) {
  const { status, mode, businessErrors, teamEmailError, formError, onModeChange, onBack } = props;
  const busy = status !== 'editing';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, { ...businessErrors, teamEmails: teamEmailError });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-label="Empresa">
      <SegmentedControl<RegistrationView['mode']>
        label="Como deseja vincular sua empresa"
        value={mode}
        onChange={onModeChange}
        options={[
          { value: 'existing', label: 'Negócio existente', icon: 'search' },
          { value: 'new', label: 'Criar novo negócio', icon: 'plus' },
        ]}
      />

      {mode === 'existing' ? (
        <BusinessList {...props} error={businessErrors.business} />
      ) : (
        <NewBusinessForm {...props} />
      )}

      {formError && <Alert tone="error">{formError}</Alert>}

      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="lg"
          onClick={onBack}
          disabled={busy}
          leadingIcon={<Icon name="arrowLeft" />}
        >
          Voltar
        </Button>
        <Button type="submit" size="lg" loading={busy} loadingText="Enviando cadastro...">
          Concluir cadastro
        </Button>
      </div>
    </form>
  );
}
