import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import * as styles from './WaitingScreen.css';

export type WaitingScreenProps = {
  /** Logs out and goes back to the login page (docs/product.md Waiting). */
  onBackToLogin: () => void;
  userName?: string;
  loggingOut?: boolean;
};

/**
 * What a person sees after registering, until an admin approves them: 'Obrigado pelo cadastro,
 * {nome}!', 'Seu cadastro está em análise.' and 'Voltar para o Login', which signs out.
 */
export function WaitingScreen({ onBackToLogin, userName, loggingOut = false }: WaitingScreenProps) {
  return (
    <AuthLayout
      title={userName ? `Obrigado pelo cadastro, ${userName}!` : 'Obrigado pelo cadastro!'}
      statusIcon={{ name: 'clock', tone: 'brand' }}
    >
      <div className={styles.body}>
        <p>Seu cadastro está em análise.</p>
        <p className={styles.muted}>
          Nossa equipe vai revisar suas informações e liberar seu acesso em breve. Você poderá
          entrar no portal assim que o cadastro for aprovado.
        </p>
        <div className={styles.action}>
          <Button
            size="lg"
            fullWidth
            variant="secondary"
            leadingIcon={<Icon name="arrowLeft" />}
            onClick={onBackToLogin}
            loading={loggingOut}
            loadingText="Saindo..."
          >
            Voltar para o Login
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
