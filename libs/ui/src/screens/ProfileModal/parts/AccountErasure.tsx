import { useId } from 'react';
import type { FormEvent } from 'react';
import type { ErasureView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Icon } from '../../../components/Icon/Icon';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import * as styles from './AccountErasure.css';

/** The profile machine's erasure view, with the person's actions. */
export type AccountErasureProps = ErasureView & {
  /** 'Pedir exclusão da conta': the confirmation. */
  onAsk: () => void;
  onPasswordChange: (value: string) => void;
  /** The confirmation's 'Pedir exclusão' (also Enter in its field). */
  onConfirm: () => void;
  /** The confirmation's 'Cancelar', Escape and ×. */
  onDismiss: () => void;
  /** 'Cancelar pedido'. */
  onWithdraw: () => void;
};

/**
 * The profile tab's 'Excluir minha conta' (LGPD): the person asks for their account and personal
 * data to be erased, confirming with their current password; an admin confirms the erasure. While
 * the request is open the section says since when, with 'Cancelar pedido'.
 */
export function AccountErasure({
  requested,
  confirming,
  requesting,
  withdrawing,
  password,
  error,
  onAsk,
  onPasswordChange,
  onConfirm,
  onDismiss,
  onWithdraw,
}: AccountErasureProps) {
  const hintId = useId();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!requesting) onConfirm();
  };
  return (
    <section className={styles.section} aria-label="Excluir minha conta">
      <h3 className={styles.title}>Excluir minha conta</h3>
      {requested ? (
        <Alert
          tone="warning"
          action={
            <Button
              variant="secondary"
              size="sm"
              loading={withdrawing}
              loadingText="Cancelando..."
              onClick={onWithdraw}
            >
              Cancelar pedido
            </Button>
          }
        >
          {requested}
        </Alert>
      ) : (
        <>
          <p id={hintId} className={styles.hint}>
            Peça a exclusão da sua conta e dos seus dados pessoais (LGPD). Um administrador confirma
            o pedido; antes, você pode baixar os seus dados.
          </p>
          <div className={styles.action}>
            <Button
              variant="danger"
              leadingIcon={<Icon name="trash" size={16} />}
              aria-describedby={hintId}
              onClick={onAsk}
            >
              Pedir exclusão da conta
            </Button>
          </div>
        </>
      )}
      <Dialog
        open={confirming}
        onClose={requesting ? () => undefined : onDismiss}
        title="Pedir exclusão da conta"
        size="sm"
        hideCloseButton={requesting}
        footer={
          <>
            <Button variant="secondary" onClick={onDismiss} disabled={requesting}>
              Cancelar
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="danger"
              loading={requesting}
              loadingText="Enviando..."
            >
              Pedir exclusão
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.text}>
            Quando um administrador confirmar, a sua conta, a sua foto, as suas conversas com o
            assistente e as suas notificações serão excluídas, e você sairá do portal. As tarefas e
            os relatórios das empresas continuam com elas, sem o seu nome como responsável.
          </p>
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            value={password}
            onChange={(value) => onPasswordChange(value)}
            error={error ?? undefined}
            disabled={requesting}
            data-autofocus
          />
        </form>
      </Dialog>
    </section>
  );
}
