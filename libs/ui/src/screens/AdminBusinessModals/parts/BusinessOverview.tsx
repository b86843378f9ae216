import { formatAdminDate, formatBRL, isHttpUrl } from '@portal/domain';
import type { BusinessPerson, BusinessRecord } from '@portal/domain';
import { LogoImage } from '../../../components/LogoImage/LogoImage';
import { RoleBadge } from '../../../components/RoleBadge/RoleBadge';
import * as styles from '../AdminBusinessModals.css';

export type BusinessOverviewProps = {
  business: BusinessRecord;
  manager: BusinessPerson | null;
  /** The managing person's name opens their detail (the users screen's modal). */
  onUserOpen?: (userId: string) => void;
};

/** A value the company has not given reads as such, never as an empty line. */
function Value({ children }: { children: string | null | undefined }) {
  return children && children.trim() !== '' ? (
    <>{children}</>
  ) : (
    <span className={styles.subtle}>Não informado</span>
  );
}

/**
 * docs/product.md Business detail modal, read: logo (the placeholder when missing or failing), name,
 * niche, website link (http(s) only, in a new tab), created (dd/MM/yyyy HH:mm), managed-by
 * person, knowledge base, custom questions and the people with their role badges.
 */
export function BusinessOverview({ business, manager, onUserOpen }: BusinessOverviewProps) {
  const website = business.website?.trim() ?? '';
  return (
    <div className={styles.stack}>
      <div className={styles.logoRow}>
        <LogoImage src={business.logo} alt={`Logo da ${business.name}`} size="lg" />
        <div className={styles.identityText}>
          <p className={styles.companyName}>{business.name}</p>
          <p className={styles.muted}>
            <Value>{business.niche}</Value>
          </p>
        </div>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>Website</dt>
        <dd className={styles.definition}>
          {isHttpUrl(website) ? (
            <a className={styles.link} href={website} target="_blank" rel="noopener noreferrer">
              {website}
            </a>
          ) : (
            <Value>{website}</Value>
          )}
        </dd>
        <dt className={styles.term}>Criada em</dt>
        <dd className={styles.definition}>{formatAdminDate(business.created_at)}</dd>
        <dt className={styles.term}>Gerenciado por</dt>
        <dd className={styles.definition}>
          {manager ? (
            onUserOpen ? (
              <button
                type="button"
                className={styles.managerButton}
                onClick={() => onUserOpen(manager.id)}
              >
                {manager.name}
              </button>
            ) : (
              manager.name
            )
          ) : (
            <Value>{null}</Value>
          )}
        </dd>
        <dt className={styles.term}>Meta Faturamento</dt>
        <dd className={styles.definition}>
          {business.meta_faturamento === null ? (
            <Value>{null}</Value>
          ) : (
            formatBRL(business.meta_faturamento)
          )}
        </dd>
        <dt className={styles.term}>Instagram</dt>
        <dd className={styles.definition}>
          <Value>{business.username_instagram}</Value>
        </dd>
        <dt className={styles.term}>Base de conhecimento</dt>
        <dd className={styles.definition}>
          <Value>{business.knowledge_base}</Value>
        </dd>
      </dl>
      <div className={styles.stack}>
        <h3 className={styles.sectionTitle}>Perguntas customizadas</h3>
        {business.custom_questions.length === 0 ? (
          <p className={styles.subtle}>Nenhuma pergunta customizada.</p>
        ) : (
          <ol className={styles.questions}>
            {business.custom_questions.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ol>
        )}
      </div>
      <div className={styles.stack}>
        <h3 className={styles.sectionTitle}>Usuários</h3>
        {business.access_users.length === 0 ? (
          <p className={styles.subtle}>Nenhum usuário nesta empresa.</p>
        ) : (
          // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
          <div
            className={styles.tableWrap}
            tabIndex={0}
            role="region"
            aria-label="Tabela de usuários"
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.headCell}>
                    Nome
                  </th>
                  <th scope="col" className={styles.headCell}>
                    Email
                  </th>
                  <th scope="col" className={styles.headCell}>
                    Função
                  </th>
                </tr>
              </thead>
              <tbody>
                {business.access_users.map((person) => (
                  <tr key={person.id}>
                    <td className={styles.cell}>{person.name}</td>
                    <td className={styles.cell}>{person.email}</td>
                    <td className={styles.cell}>
                      <RoleBadge role={person.role} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
