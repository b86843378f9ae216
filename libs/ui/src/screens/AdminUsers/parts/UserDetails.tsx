import { USER_CREATOR_UNKNOWN, formatAdminDate } from '@portal/domain';
import type { ManagedUser, UserFormView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { RoleBadge } from '../../../components/RoleBadge/RoleBadge';
import { BusinessChips } from './BusinessChips';
import * as styles from './UserDetails.css';

export type UserDetailsProps = {
  user: ManagedUser;
  onBusinessOpen: (businessId: string) => void;
  /** The person's second factor and its reset (the form machine's view); absent: not shown. */
  secondFactor?: UserFormView['secondFactor'];
  onSecondFactorReset?: () => void;
  onSecondFactorConfirm?: () => void;
  onSecondFactorCancel?: () => void;
};

const EMPTY = '—';

/**
 * docs/product.md's detail: contact, role, when and by whom created, an open erasure request,
 * the second factor, companies, knowledge base, notes.
 */
export function UserDetails({ user, onBusinessOpen, secondFactor, ...on }: UserDetailsProps) {
  // Focusable, so the keyboard can scroll a detail taller than the dialog (a phone, a short
  // window) even when it holds no company chip to tab to.
  return (
    <div className={styles.region} role="region" aria-label={`Dados de ${user.name}`} tabIndex={0}>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>Nome</dt>
          <dd>{user.name}</dd>
        </div>
        <div className={styles.item}>
          <dt>Email</dt>
          <dd className={styles.breakable}>{user.email}</dd>
        </div>
        <div className={styles.item}>
          <dt>Telefone</dt>
          <dd>{user.phone_number || EMPTY}</dd>
        </div>
        <div className={styles.item}>
          <dt>Função</dt>
          <dd>
            <RoleBadge role={user.role} />
          </dd>
        </div>
        <div className={styles.item}>
          <dt>Criado em</dt>
          <dd>{formatAdminDate(user.created_at) || EMPTY}</dd>
        </div>
        <div className={styles.item}>
          <dt>Criado por</dt>
          <dd>{user.created_by_name || USER_CREATOR_UNKNOWN}</dd>
        </div>
        {user.erasure_requested_at && (
          <div className={[styles.item, styles.full].join(' ')}>
            <dt>Exclusão da conta</dt>
            <dd className={styles.text}>
              Pedida pela pessoa em {formatAdminDate(user.erasure_requested_at)}. Para confirmar,
              exclua a pessoa na lista de usuários.
            </dd>
          </div>
        )}
        {secondFactor && (
          <div className={[styles.item, styles.full].join(' ')}>
            <dt>Verificação em duas etapas</dt>
            <dd className={styles.text}>
              {secondFactor.enabled ? 'Ativada' : 'Desativada'}
              {secondFactor.notice && <Alert tone="success">{secondFactor.notice}</Alert>}
              {secondFactor.canReset && secondFactor.step === 'idle' && (
                <Button variant="secondary" size="sm" onClick={on.onSecondFactorReset}>
                  Redefinir verificação em duas etapas
                </Button>
              )}
              {secondFactor.step !== 'idle' && (
                <Alert
                  tone="warning"
                  title="Redefinir a verificação em duas etapas?"
                  action={
                    <>
                      <Button
                        variant="danger"
                        size="sm"
                        loading={secondFactor.step === 'resetting'}
                        loadingText="Redefinindo..."
                        onClick={on.onSecondFactorConfirm}
                      >
                        Confirmar redefinição
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={secondFactor.step === 'resetting'}
                        onClick={on.onSecondFactorCancel}
                      >
                        Cancelar
                      </Button>
                    </>
                  }
                >
                  A pessoa entrará só com a senha até ativar de novo, e as sessões abertas dela
                  terminam.
                </Alert>
              )}
            </dd>
          </div>
        )}
        <div className={[styles.item, styles.full].join(' ')}>
          <dt>Empresas associadas</dt>
          <dd>
            <BusinessChips user={user} onBusinessOpen={onBusinessOpen} />
          </dd>
        </div>
        <div className={[styles.item, styles.full].join(' ')}>
          <dt>Base de conhecimento</dt>
          <dd className={styles.text}>{user.knowledge_base || EMPTY}</dd>
        </div>
        <div className={[styles.item, styles.full].join(' ')}>
          <dt>Notas</dt>
          <dd className={styles.text}>{user.notes || EMPTY}</dd>
        </div>
      </dl>
    </div>
  );
}
