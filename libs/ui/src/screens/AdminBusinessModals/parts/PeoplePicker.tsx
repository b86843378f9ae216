import { useId, useRef, useState } from 'react';
import type {
  BusinessDraft,
  BusinessDraftEdit,
  BusinessPerson,
  NewPersonField,
  NewPersonView,
  PeoplePickerView,
} from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { ErrorBox } from '../../../components/ErrorBox/ErrorBox';
import { Icon } from '../../../components/Icon/Icon';
import { RoleBadge } from '../../../components/RoleBadge/RoleBadge';
import { SearchField } from '../../../components/SearchField/SearchField';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from '../AdminBusinessModals.css';
import { NewPersonForm } from './NewPersonForm';

/** The inline create user step and its callbacks (the create and approve modals only). */
export type NewPersonProps = {
  view: NewPersonView;
  onOpen: () => void;
  onChange: (field: NewPersonField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

export type PeoplePickerProps = {
  draft: BusinessDraft;
  picker: PeoplePickerView;
  managerError?: string | null;
  disabled: boolean;
  onEdit: (edit: BusinessDraftEdit) => void;
  onSearch: (query: string) => void;
  onRetry: () => void;
  newPerson?: NewPersonProps;
};

/**
 * The company's people (docs/product.md): search the people already registered and add them, create one
 * inline, mark one as the manager, remove one. After an add the focus goes back to the search.
 */
export function PeoplePicker({
  draft,
  picker,
  managerError,
  disabled,
  onEdit,
  onSearch,
  onRetry,
  newPerson,
}: PeoplePickerProps) {
  const managerName = useId();
  const errorId = useId();
  const searchRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const add = (person: BusinessPerson) => {
    onEdit({ type: 'person.add', person });
    setAnnouncement(`${person.name} adicionado(a) à empresa.`);
    searchRef.current?.querySelector('input')?.focus();
  };
  const typed = picker.query.trim() !== '';
  return (
    <fieldset className={styles.fieldset} aria-describedby={managerError ? errorId : undefined}>
      <legend className={styles.legend}>Usuários</legend>
      {picker.status === 'failure' && <ErrorBox onRetry={onRetry}>{picker.error}</ErrorBox>}
      {picker.status === 'loading' && (
        <p className={styles.loading} role="status">
          <Spinner size="sm" label={null} />
          <span>Carregando pessoas...</span>
        </p>
      )}
      {picker.status === 'ready' && (
        <div ref={searchRef} className={styles.stack}>
          <SearchField
            label="Buscar pessoas"
            showLabel
            placeholder="Nome ou email"
            value={picker.query}
            onChange={onSearch}
            disabled={disabled}
          />
          {typed && picker.suggestions.length === 0 && (
            <p className={styles.hint}>Nenhuma pessoa encontrada para "{picker.query.trim()}".</p>
          )}
          {picker.suggestions.length > 0 && (
            <ul className={styles.suggestions} aria-label="Pessoas encontradas">
              {picker.suggestions.map((person) => (
                <li key={person.id} className={styles.suggestion}>
                  <span className={styles.personText}>
                    <span className={styles.personName}>{person.name}</span>
                    <span className={styles.muted}>{person.email}</span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    leadingIcon={<Icon name="plus" size={16} />}
                    aria-label={`Adicionar ${person.name}`}
                    disabled={disabled}
                    onClick={() => add(person)}
                  >
                    Adicionar
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <span className={styles.hint} role="status">
        {announcement}
      </span>
      {draft.people.length === 0 ? (
        <p className={styles.subtle}>Nenhum usuário adicionado.</p>
      ) : (
        <ul className={styles.list} aria-label="Usuários da empresa">
          {draft.people.map((person) => (
            <li key={person.id} className={styles.person}>
              <span className={styles.personText}>
                <span className={styles.personName}>{person.name}</span>
                <span className={styles.muted}>{person.email}</span>
              </span>
              <RoleBadge role={person.role} />
              <label className={styles.managerChoice}>
                <input
                  type="radio"
                  name={managerName}
                  checked={draft.managerId === person.id}
                  disabled={disabled}
                  aria-invalid={managerError ? true : undefined}
                  onChange={() => onEdit({ type: 'manager.select', personId: person.id })}
                />
                Gestor
              </label>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={`Remover ${person.name}`}
                disabled={disabled}
                onClick={() => onEdit({ type: 'person.remove', personId: person.id })}
              >
                <Icon name="trash" size={16} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {managerError && (
        <p id={errorId} className={styles.error}>
          {managerError}
        </p>
      )}
      {newPerson &&
        (newPerson.view.open ? (
          <NewPersonForm
            view={newPerson.view}
            onChange={newPerson.onChange}
            onSubmit={newPerson.onSubmit}
            onCancel={newPerson.onCancel}
          />
        ) : (
          <div>
            <Button
              variant="secondary"
              size="sm"
              leadingIcon={<Icon name="user" size={16} />}
              disabled={disabled}
              onClick={newPerson.onOpen}
            >
              Criar novo usuário
            </Button>
          </div>
        ))}
    </fieldset>
  );
}
