import { useId } from 'react';
import { ALL_BUSINESSES_MARK, NO_BUSINESS_FOUND } from '@portal/domain';
import type { BusinessRef, UserFormView } from '@portal/domain';
import { Icon } from '../../../components/Icon/Icon';
import { SearchField } from '../../../components/SearchField/SearchField';
import * as styles from './BusinessPicker.css';

export type BusinessPickerProps = {
  form: UserFormView;
  disabled: boolean;
  onToggle: (business: BusinessRef) => void;
  onSearchChange: (query: string) => void;
  className?: string;
};

const HINTS = {
  single: 'Usuário: exatamente uma empresa.',
  multiple: 'Conselho: uma ou mais empresas.',
  all: 'Admin: acesso a todas as empresas.',
} as const;

/**
 * The companies of the person, as the role allows (docs/product.md/): one (radio buttons) for
 * Usuário, any number (checkboxes) for Conselho, none to pick for Admin ('*': all of them).
 */
export function BusinessPicker({
  form,
  disabled,
  onToggle,
  onSearchChange,
  className,
}: BusinessPickerProps) {
  const legendId = useId();
  const hintId = useId();
  const errorId = useId();
  const group = useId();
  const error = form.fieldErrors.businesses;
  const { selection } = form;
  const picked = form.draft.businesses.length;
  return (
    <fieldset
      className={[styles.fieldset, className ?? ''].join(' ')}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend id={legendId} className={styles.legend}>
        Empresas
        {selection !== 'all' && (
          <span className={styles.count}>
            {' '}
            ({picked} selecionada{picked === 1 ? '' : 's'})
          </span>
        )}
      </legend>
      <p id={hintId} className={styles.hint}>
        {HINTS[selection]}
      </p>
      {selection === 'all' ? (
        <p className={styles.all}>
          <span aria-hidden="true">{ALL_BUSINESSES_MARK}</span> Todas as empresas
        </p>
      ) : (
        <>
          <SearchField
            label="Buscar empresas"
            placeholder="Buscar empresas..."
            value={form.businessQuery}
            onChange={onSearchChange}
            disabled={disabled}
          />
          {form.businessChoices.length === 0 ? (
            <p className={styles.empty}>{NO_BUSINESS_FOUND}</p>
          ) : (
            <ul className={styles.options} aria-labelledby={legendId}>
              {form.businessChoices.map((business) => (
                <li key={business.id}>
                  <label className={styles.option} data-selected={business.selected}>
                    <input
                      type={selection === 'single' ? 'radio' : 'checkbox'}
                      name={selection === 'single' ? group : undefined}
                      checked={business.selected}
                      disabled={disabled}
                      aria-invalid={error ? true : undefined}
                      onChange={() => onToggle({ id: business.id, name: business.name })}
                      className={styles.input}
                    />
                    {business.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={14} />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
