import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  BUSINESSES_LOAD_FAILED,
  EMPTY_NEW_BUSINESS,
  NO_BUSINESS_FOUND,
  addTeamEmails,
  canRemoveTeamEmail,
  removeTeamEmail,
  withOwnEmail,
} from '@portal/domain';
import type {
  BusinessChoice,
  FieldErrors,
  NewBusinessField,
  NewBusinessValues,
  RegistrationStep1Field,
  RegistrationStep1Values,
  RegistrationStep2Field,
} from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { ChipInput } from '../../components/ChipInput/ChipInput';
import { Icon } from '../../components/Icon/Icon';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import { Spinner } from '../../components/Spinner/Spinner';
import { Stepper } from '../../components/Stepper/Stepper';
import { TextArea } from '../../components/TextArea/TextArea';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { TextLink } from '../../components/TextLink/TextLink';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { useFocusFirstError } from '../../hooks/useFocusFirstError';
import { useFormValues } from '../../hooks/useFormValues';
import * as styles from './Registration.css';

export const registrationSteps = ['personal', 'business'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];
export const registrationStatuses = ['editing', 'submitting'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];
export const businessListStatuses = ['loading', 'loaded', 'failure'] as const;
export type BusinessListStatus = (typeof businessListStatuses)[number];
export const businessModes = ['existing', 'new'] as const;
export type BusinessMode = (typeof businessModes)[number];

export type BusinessOption = { id: string; name: string };

export type RegistrationSubmit = { user: RegistrationStep1Values; choice: BusinessChoice };

export type RegistrationScreenProps = {
  step: RegistrationStep;
  status?: RegistrationStatus;
  /** Step 1 values; omit to let the screen keep them. */
  personal?: RegistrationStep1Values;
  onPersonalChange?: (field: RegistrationStep1Field, value: string) => void;
  personalErrors?: FieldErrors<RegistrationStep1Field>;
  /** Step 1 → step 2; the owner validates first (SPEC §5). */
  onNext: (personal: RegistrationStep1Values) => void;
  onBack: () => void;

  businesses: readonly BusinessOption[];
  businessesStatus: BusinessListStatus;
  onRetryBusinesses?: () => void;
  mode?: BusinessMode;
  onModeChange?: (mode: BusinessMode) => void;
  selectedBusinessId?: string | null;
  onSelectBusiness?: (id: string) => void;
  newBusiness?: NewBusinessValues;
  onNewBusinessChange?: <K extends NewBusinessField>(field: K, value: NewBusinessValues[K]) => void;
  businessErrors?: FieldErrors<RegistrationStep2Field>;
  /** Server failure of the registration (SPEC §8). */
  formError?: string | null;
  onSubmit: (registration: RegistrationSubmit) => void;

  loginHref?: string;
  onNavigate?: NavigateHandler;
};

const EMPTY_PERSONAL: RegistrationStep1Values = { name: '', email: '', phone: '', password: '' };

/** SPEC §2: case-insensitive "contains" filter over the business names. */
export function filterBusinesses(
  businesses: readonly BusinessOption[],
  search: string,
): BusinessOption[] {
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  if (needle === '') return [...businesses];
  return businesses.filter((business) => business.name.toLocaleLowerCase('pt-BR').includes(needle));
}

export function RegistrationScreen(props: RegistrationScreenProps) {
  const { step, loginHref = '/', onNavigate } = props;
  const [personal, setPersonal] = useFormValues(
    props.personal,
    EMPTY_PERSONAL,
    props.onPersonalChange,
  );

  return (
    <AuthLayout
      width="wide"
      title={step === 'personal' ? 'Crie sua conta' : 'Sua empresa'}
      subtitle={
        step === 'personal'
          ? 'Preencha seus dados pessoais para começar.'
          : 'Escolha um negócio existente ou cadastre um novo.'
      }
      footer={
        <>
          Já tem uma conta?{' '}
          <TextLink href={loginHref} onNavigate={onNavigate}>
            Entrar
          </TextLink>
        </>
      }
    >
      <div className={styles.stepper}>
        <Stepper
          aria-label="Etapas do cadastro"
          steps={['Dados pessoais', 'Empresa']}
          current={step === 'personal' ? 0 : 1}
        />
      </div>
      {step === 'personal' ? (
        <PersonalStep {...props} personal={personal} setPersonal={setPersonal} />
      ) : (
        <BusinessStep {...props} personal={personal} />
      )}
    </AuthLayout>
  );
}

function PersonalStep({
  personal,
  setPersonal,
  personalErrors: errors = {},
  onNext,
}: RegistrationScreenProps & {
  personal: RegistrationStep1Values;
  setPersonal: (field: RegistrationStep1Field, value: string) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext(personal);
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label="Dados pessoais"
    >
      <div className={styles.grid}>
        <TextField
          label="Nome completo"
          autoComplete="name"
          value={personal.name}
          onChange={(value) => setPersonal('name', value)}
          error={errors.name}
          required
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={personal.email}
          onChange={(value) => setPersonal('email', value)}
          error={errors.email}
          required
        />
        <TextField
          label="Telefone"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 91234-5678"
          value={personal.phone}
          onChange={(value) => setPersonal('phone', value)}
          error={errors.phone}
          required
        />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          hint="Mínimo de 6 caracteres."
          value={personal.password}
          onChange={(value) => setPersonal('password', value)}
          error={errors.password}
          required
        />
      </div>
      <div className={styles.actions}>
        <span />
        <Button type="submit" size="lg" trailingIcon={<Icon name="chevronRight" />}>
          Continuar
        </Button>
      </div>
    </form>
  );
}

function BusinessStep({
  personal,
  status = 'editing',
  businesses,
  businessesStatus,
  onRetryBusinesses,
  mode: modeProp,
  onModeChange,
  selectedBusinessId: selectedProp,
  onSelectBusiness,
  newBusiness: newBusinessProp,
  onNewBusinessChange,
  businessErrors: errors = {},
  formError,
  onBack,
  onSubmit,
}: RegistrationScreenProps & { personal: RegistrationStep1Values }) {
  const [modeState, setModeState] = useState<BusinessMode>('existing');
  const mode = modeProp ?? modeState;
  const [selectedState, setSelectedState] = useState<string | null>(null);
  const selected = selectedProp === undefined ? selectedState : selectedProp;
  const [business, setBusinessField] = useFormValues(
    newBusinessProp,
    EMPTY_NEW_BUSINESS,
    onNewBusinessChange,
  );
  const [search, setSearch] = useState('');
  const [chipError, setChipError] = useState<string | null>(null);
  const submitting = status === 'submitting';
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const ownEmail = personal.email;
  const teamEmails = withOwnEmail(business.teamEmails, ownEmail);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const choice: BusinessChoice =
      mode === 'existing'
        ? { kind: 'existing', businessId: selected }
        : { kind: 'new', business: { ...business, teamEmails } };
    onSubmit({ user: personal, choice });
  };

  const visible = filterBusinesses(businesses, search);

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-label="Empresa">
      <SegmentedControl<BusinessMode>
        label="Como deseja vincular sua empresa"
        value={mode}
        onChange={(next) => {
          setModeState(next);
          onModeChange?.(next);
        }}
        options={[
          { value: 'existing', label: 'Negócio existente', icon: 'search' },
          { value: 'new', label: 'Criar novo negócio', icon: 'plus' },
        ]}
      />

      {mode === 'existing' ? (
        <div className={styles.section}>
          <TextField
            label="Buscar negócio"
            type="search"
            placeholder="Digite o nome do negócio"
            leadingIcon={<Icon name="search" />}
            value={search}
            onChange={(value) => setSearch(value)}
            aria-controls={listId}
          />
          <fieldset
            className={styles.fieldset}
            aria-describedby={errors.business ? `${listId}-error` : undefined}
          >
            <legend className={styles.legend}>Negócios cadastrados</legend>
            <div
              id={listId}
              className={[styles.listBox, errors.business ? styles.listBoxInvalid : ''].join(' ')}
            >
              {businessesStatus === 'loading' && (
                <div className={styles.listState}>
                  <Spinner size="sm" label={null} />
                  <span role="status">Carregando negócios...</span>
                </div>
              )}
              {businessesStatus === 'failure' && (
                <ErrorBox onRetry={onRetryBusinesses}>{BUSINESSES_LOAD_FAILED}</ErrorBox>
              )}
              {businessesStatus === 'loaded' && visible.length === 0 && (
                <p className={styles.listState}>{NO_BUSINESS_FOUND}</p>
              )}
              {businessesStatus === 'loaded' &&
                visible.map((option) => (
                  <label
                    key={option.id}
                    className={styles.option}
                    data-checked={option.id === selected}
                  >
                    <input
                      className={styles.radio}
                      type="radio"
                      name={`${listId}-business`}
                      value={option.id}
                      checked={option.id === selected}
                      onChange={() => {
                        setSelectedState(option.id);
                        onSelectBusiness?.(option.id);
                      }}
                    />
                    <span className={styles.optionIcon} aria-hidden="true">
                      <Icon name="building" size={16} />
                    </span>
                    {option.name}
                  </label>
                ))}
            </div>
          </fieldset>
          {errors.business && (
            <p id={`${listId}-error`} className={styles.error}>
              {errors.business}
            </p>
          )}
        </div>
      ) : (
        <div className={styles.grid}>
          <TextField
            label="Nome do negócio"
            value={business.name}
            onChange={(value) => setBusinessField('name', value)}
            error={errors.name}
            required
          />
          <TextField
            label="Website"
            type="url"
            placeholder="https://www.seunegocio.com.br"
            value={business.website}
            onChange={(value) => setBusinessField('website', value)}
            error={errors.website}
            required
          />
          <TextField
            label="Segmento"
            placeholder="Ex.: Alimentação, Varejo, Tecnologia"
            value={business.niche}
            onChange={(value) => setBusinessField('niche', value)}
            error={errors.niche}
            required
          />
          <TextField
            label="Meta de receita (R$)"
            inputMode="decimal"
            placeholder="Ex.: 500000"
            value={business.revenue_goal}
            onChange={(value) => setBusinessField('revenue_goal', value)}
            error={errors.revenue_goal}
            required
          />
          <TextField
            label="Instagram"
            placeholder="@seunegocio"
            value={business.instagram}
            onChange={(value) => setBusinessField('instagram', value)}
            error={errors.instagram}
            required
            fieldClassName={styles.full}
          />
          <TextArea
            label="Base de conhecimento"
            hint="Descreva o negócio, produtos, clientes e objetivos (mínimo de 50 caracteres)."
            rows={4}
            value={business.knowledge_base}
            onChange={(value) => setBusinessField('knowledge_base', value)}
            error={errors.knowledge_base}
            required
            fieldClassName={styles.full}
          />
          <div className={styles.full}>
            <ChipInput
              label="Emails da equipe"
              type="email"
              hint="Pressione Enter ou vírgula para adicionar cada email."
              placeholder="nome@empresa.com.br"
              chips={teamEmails}
              isFixed={(email) => !canRemoveTeamEmail(email, ownEmail)}
              error={chipError ?? errors.teamEmails}
              onAdd={(typed) => {
                const result = addTeamEmails(business.teamEmails, typed, ownEmail);
                setChipError(result.error);
                setBusinessField('teamEmails', result.emails);
                return result.rest;
              }}
              onRemove={(email) => {
                setChipError(null);
                setBusinessField(
                  'teamEmails',
                  removeTeamEmail(business.teamEmails, email, ownEmail),
                );
              }}
            />
          </div>
        </div>
      )}

      {formError && <Alert tone="error">{formError}</Alert>}

      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="lg"
          onClick={onBack}
          disabled={submitting}
          leadingIcon={<Icon name="arrowLeft" />}
        >
          Voltar
        </Button>
        <Button type="submit" size="lg" loading={submitting} loadingText="Enviando cadastro...">
          Concluir cadastro
        </Button>
      </div>
    </form>
  );
}
