import { routes, type RegistrationStep1Field, type RegistrationView } from '@portal/domain';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Stepper } from '../../components/Stepper/Stepper';
import { TextLink } from '../../components/TextLink/TextLink';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import { BusinessStep } from './parts/BusinessStep';
import type { BusinessStepCallbacks } from './parts/BusinessStep';
import { PersonalStep } from './parts/PersonalStep';
import * as styles from './RegistrationScreen.css';

/**
 * What the person does; each callback is one of the registration machine's events. The screen
 * checks nothing itself: filtering, validation and the team e-mail rules are the machine's.
 */
export type RegistrationCallbacks = BusinessStepCallbacks & {
  onPersonalChange: (field: RegistrationStep1Field, value: string) => void;
  /** Step 1 → step 2 (`step.next`; the machine validates first, docs/product.md, Limits). */
  onNext: () => void;
};

/**
 * The registration machine's view (`selectRegistrationView` of the running machine in the portal,
 * of `registrationMachine.resolveState(...)` in the stories), the person's actions, and the link
 * back to the login.
 */
export type RegistrationScreenProps = RegistrationView &
  RegistrationCallbacks & {
    loginHref?: string;
    onNavigate?: NavigateHandler;
  };

/**
 * 'Cadastre-se' in two steps: the person ('Nome completo', 'Email', 'Telefone', 'Senha'), then the
 * company, chosen from the existing ones or created ('Criar novo negócio', with its team's e-mails
 * as chips). Submitting leaves the person waiting for approval.
 */
export function RegistrationScreen(props: RegistrationScreenProps) {
  const { step, loginHref = routes.login, onNavigate } = props;
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
      {step === 'personal' ? <PersonalStep {...props} /> : <BusinessStep {...props} />}
    </AuthLayout>
  );
}
