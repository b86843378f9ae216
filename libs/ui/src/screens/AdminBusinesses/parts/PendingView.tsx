import { useId, type ReactNode } from 'react';
import { formatAdminDate } from '@portal/domain';
import type { AdminBusinessesView, JoinRequest, PendingList, WaitingCard } from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorBox } from '../../../components/ErrorBox/ErrorBox';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './PendingView.css';

/** docs/product.md's 'Aprovar', 'Recusar', 'No pending businesses', 'User not found'; the rest ours. */
const pendingViewTexts = {
  waiting: 'Empresas aguardando aprovação',
  joinRequests: 'Solicitações de acesso',
  approve: 'Aprovar',
  reject: 'Recusar',
  noPending: 'No pending businesses',
  userNotFound: 'User not found',
  noWaiting: 'Nenhuma empresa aguardando aprovação.',
  noJoinRequests: 'Nenhuma solicitação de acesso.',
  loadingWaiting: 'Carregando empresas aguardando aprovação...',
  loadingJoinRequests: 'Carregando solicitações de acesso...',
  niche: 'Nicho',
  website: 'Website',
  registrant: 'Cadastrada por',
  teamEmails: 'Emails da equipe',
  requestedAt: 'Pedido em',
  company: 'Empresa',
  email: 'Email',
  rejectTitle: 'Recusar empresa',
  rejectText: (name: string) =>
    `O cadastro de ${name} será recusado e sairá da lista de empresas aguardando aprovação.`,
} as const;

export type PendingViewProps = {
  pending: AdminBusinessesView['pending'];
  canManage: boolean;
  onRetry: () => void;
  onApproveWaiting: (id: string) => void;
  onRejectWaiting: (id: string) => void;
  onRejectConfirm: () => void;
  onRejectCancel: () => void;
  onApproveJoin: (userId: string) => void;
  onRefuseJoin: (userId: string) => void;
};

/** docs/product.md's pending view: registrations waiting for approval, and people asking to join. */
export function PendingView(props: PendingViewProps) {
  const { pending, onRetry } = props;
  const t = pendingViewTexts;
  return (
    <div className={styles.root}>
      {pending.isEmpty ? (
        <EmptyState title={t.noPending} icon="checkCircle" />
      ) : (
        <>
          <PendingSection
            heading={t.waiting}
            list={pending.waiting}
            loadingText={t.loadingWaiting}
            noneText={t.noWaiting}
            onRetry={onRetry}
            renderItem={(item) => <WaitingItem key={item.id} item={item} {...props} />}
          />
          <PendingSection
            heading={t.joinRequests}
            list={pending.joinRequests}
            loadingText={t.loadingJoinRequests}
            noneText={t.noJoinRequests}
            onRetry={onRetry}
            renderItem={(item) => <JoinRequestItem key={item.id} item={item} {...props} />}
          />
        </>
      )}
      <ConfirmDialog
        open={pending.rejecting !== null}
        title={t.rejectTitle}
        text={t.rejectText(pending.rejecting?.name ?? '')}
        confirmLabel={t.reject}
        tone="danger"
        busy={pending.rejecting?.busy ?? false}
        onConfirm={props.onRejectConfirm}
        onCancel={props.onRejectCancel}
      />
    </div>
  );
}

function PendingSection<T>({
  heading,
  list,
  loadingText,
  noneText,
  onRetry,
  renderItem,
}: {
  heading: string;
  list: PendingList<T>;
  loadingText: string;
  noneText: string;
  onRetry: () => void;
  renderItem: (item: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {list.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={loadingText} />
        </div>
      )}
      {list.status === 'failure' && <ErrorBox onRetry={onRetry}>{list.error}</ErrorBox>}
      {list.status === 'ready' &&
        (list.items.length === 0 ? (
          <p className={styles.none}>{noneText}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={headingId}>
            {list.items.map(renderItem)}
          </ul>
        ))}
    </section>
  );
}

function WaitingItem({
  item,
  canManage,
  pending,
  onApproveWaiting,
  onRejectWaiting,
}: PendingViewProps & { item: WaitingCard }) {
  const t = pendingViewTexts;
  return (
    <PendingItem
      name={item.name}
      decisions={
        canManage && {
          onApprove: () => onApproveWaiting(item.id),
          onRefuse: () => onRejectWaiting(item.id),
          // 'Aprovar' opens a form; only 'Recusar' waits while a rejection is asked or sent.
          refuseDisabled: pending.rejecting !== null,
        }
      }
    >
      {item.niche && <Fact term={t.niche}>{item.niche}</Fact>}
      {item.website && (
        <Fact term={t.website}>
          <a href={item.website} target="_blank" rel="noopener noreferrer">
            {item.website}
          </a>
        </Fact>
      )}
      <Fact term={t.registrant}>
        {item.registrant ? (
          `${item.registrant.name} (${item.registrant.email})`
        ) : (
          <span className={styles.missing}>{t.userNotFound}</span>
        )}
      </Fact>
      {item.teamEmails.length > 0 && (
        <Fact term={t.teamEmails}>
          <ul className={styles.emails}>
            {item.teamEmails.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </Fact>
      )}
      {item.createdAt && <Fact term={t.requestedAt}>{formatAdminDate(item.createdAt)}</Fact>}
    </PendingItem>
  );
}

function JoinRequestItem({
  item,
  canManage,
  pending,
  onApproveJoin,
  onRefuseJoin,
}: PendingViewProps & { item: JoinRequest }) {
  const t = pendingViewTexts;
  // One answer at a time: both buttons wait while any request is being answered.
  const busy = pending.decidingUserId !== null;
  return (
    <PendingItem
      name={item.name}
      decisions={
        canManage && {
          onApprove: () => onApproveJoin(item.id),
          onRefuse: () => onRefuseJoin(item.id),
          approveDisabled: busy,
          refuseDisabled: busy,
        }
      }
    >
      <Fact term={t.email}>{item.email}</Fact>
      <Fact term={t.company}>{item.business.name}</Fact>
      <Fact term={t.requestedAt}>{formatAdminDate(item.created_at)}</Fact>
    </PendingItem>
  );
}

type Decisions = {
  onApprove: () => void;
  onRefuse: () => void;
  approveDisabled?: boolean;
  refuseDisabled?: boolean;
};

/** One pending item: its name, its facts, and the admin's 'Aprovar' / 'Recusar' (described by the name). */
function PendingItem({
  name,
  decisions,
  children,
}: {
  name: string;
  decisions: Decisions | false;
  children: ReactNode;
}) {
  const t = pendingViewTexts;
  const nameId = useId();
  return (
    <li className={styles.item}>
      <h3 id={nameId} className={styles.name}>
        {name}
      </h3>
      <dl className={styles.facts}>{children}</dl>
      {decisions && (
        <div className={styles.actions}>
          <Button
            size="sm"
            aria-describedby={nameId}
            disabled={decisions.approveDisabled}
            onClick={decisions.onApprove}
          >
            {t.approve}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={nameId}
            disabled={decisions.refuseDisabled}
            onClick={decisions.onRefuse}
          >
            {t.reject}
          </Button>
        </div>
      )}
    </li>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}
