import { ALL_BUSINESSES_MARK } from '@portal/domain';
import type { ManagedUser } from '@portal/domain';
import * as styles from './BusinessChips.css';

export type BusinessChipsProps = {
  user: ManagedUser;
  /** A chip opens the company's detail (the business modal). */
  onBusinessOpen: (businessId: string) => void;
};

/** The person's companies as buttons; an admin holds every company: '*' (docs/product.md). */
export function BusinessChips({ user, onBusinessOpen }: BusinessChipsProps) {
  if (user.role === 'admin') {
    return (
      <span className={styles.all}>
        <span aria-hidden="true">{ALL_BUSINESSES_MARK}</span>
        <span className={styles.hidden}>Todas as empresas</span>
      </span>
    );
  }
  const { businesses } = user.business;
  if (businesses.length === 0) return <span className={styles.none}>—</span>;
  return (
    <ul className={styles.list} aria-label={`Empresas de ${user.name}`}>
      {businesses.map((business) => (
        <li key={business.id}>
          <button
            type="button"
            className={styles.chip}
            onClick={() => onBusinessOpen(business.id)}
            data-business-id={business.id}
          >
            {business.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
