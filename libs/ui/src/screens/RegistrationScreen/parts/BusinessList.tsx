import { useId } from 'react';
import type { RegistrationView } from '@portal/domain';
import { ErrorBox } from '../../../components/ErrorBox/ErrorBox';
import { Icon } from '../../../components/Icon/Icon';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './BusinessList.css';

export type BusinessListProps = Pick<
  RegistrationView,
  | 'businessesStatus'
  | 'businesses'
  | 'businessesEmptyText'
  | 'businessesError'
  | 'search'
  | 'selectedBusinessId'
> & {
  /** 'Selecione um negócio ou crie um novo' (docs/product.md, Limits), when nothing was picked. */
  error?: string;
  onSearchChange: (query: string) => void;
  onSelectBusiness: (businessId: string) => void;
  onRetryBusinesses: () => void;
};

/** Step 2's "existing business": the search box and the list the machine filtered. */
export function BusinessList({
  businessesStatus,
  businesses,
  businessesEmptyText,
  businessesError,
  search,
  selectedBusinessId,
  error,
  onSearchChange,
  onSelectBusiness,
  onRetryBusinesses,
}: BusinessListProps) {
  const listId = useId();
  return (
    <div className={styles.section}>
      <TextField
        label="Buscar negócio"
        type="search"
        placeholder="Digite o nome do negócio"
        leadingIcon={<Icon name="search" />}
        value={search}
        onChange={(value) => onSearchChange(value)}
        aria-controls={listId}
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={error ? `${listId}-error` : undefined}
      >
        <legend className={styles.legend}>Negócios cadastrados</legend>
        <div id={listId} className={[styles.listBox, error ? styles.listBoxInvalid : ''].join(' ')}>
          {businessesStatus === 'loading' && (
            <div className={styles.listState}>
              <Spinner size="sm" label={null} />
              <span role="status">Carregando negócios...</span>
            </div>
          )}
          {businessesStatus === 'failure' && (
            <ErrorBox onRetry={onRetryBusinesses}>{businessesError}</ErrorBox>
          )}
          {businessesStatus === 'ready' && businessesEmptyText && (
            <p className={styles.listState}>{businessesEmptyText}</p>
          )}
          {businessesStatus === 'ready' &&
            businesses.map((option) => (
              <label
                key={option.id}
                className={styles.option}
                data-checked={option.id === selectedBusinessId}
              >
                <input
                  className={styles.radio}
                  type="radio"
                  name={`${listId}-business`}
                  value={option.id}
                  checked={option.id === selectedBusinessId}
                  onChange={() => onSelectBusiness(option.id)}
                />
                <span className={styles.optionIcon} aria-hidden="true">
                  <Icon name="building" size={16} />
                </span>
                {option.name}
              </label>
            ))}
        </div>
      </fieldset>
      {error && (
        <p id={`${listId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
