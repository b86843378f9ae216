import type { AccessLogView } from '@portal/domain';
import { Card } from '../../../components/Card/Card';
import { ErrorBox } from '../../../components/ErrorBox/ErrorBox';
import { RoleBadge } from '../../../components/RoleBadge/RoleBadge';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './AccessLogCard.css';

/** Ours (docs/product.md is silent on spy mode being visible to the company). */
const accessLogTexts = {
  title: 'Acessos da administração',
  intro: 'Quem da administração ou do conselho entrou nesta empresa em modo visualização.',
  none: 'Ninguém da administração entrou nesta empresa ainda.',
  loading: 'Carregando acessos...',
} as const;

export type AccessLogCardProps = {
  accessLog: AccessLogView;
  onRetry?: () => void;
};

/**
 * Who entered the company in spy mode, and when (dd/MM/yyyy HH:mm), newest first. Its own
 * loading and failure: the rest of the page does not wait for it or fail with it.
 */
export function AccessLogCard({ accessLog, onRetry }: AccessLogCardProps) {
  const t = accessLogTexts;
  return (
    <Card title={t.title} as="section" aria-label={t.title}>
      <p className={styles.intro}>{t.intro}</p>
      {accessLog.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={t.loading} />
        </div>
      )}
      {accessLog.status === 'failure' && <ErrorBox onRetry={onRetry}>{accessLog.error}</ErrorBox>}
      {accessLog.status === 'ready' &&
        (accessLog.entries.length === 0 ? (
          <p className={styles.none}>{t.none}</p>
        ) : (
          <ul className={styles.list}>
            {accessLog.entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.who}>
                  <span className={styles.name}>{entry.name}</span>
                  <RoleBadge role={entry.role} />
                </span>
                <time className={styles.when} dateTime={entry.at}>
                  {entry.when}
                </time>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
