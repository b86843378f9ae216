import { useId } from 'react';
import { MAX_LENGTH, MAX_REVENUE_GOAL } from '@portal/domain';
import type { BusinessDraftEdit, BusinessFieldName, BusinessFormFieldsView } from '@portal/domain';
import { ImagePicker } from '../../../components/ImagePicker/ImagePicker';
import { LogoImage } from '../../../components/LogoImage/LogoImage';
import { MoneyField } from '../../../components/MoneyField/MoneyField';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../AdminBusinessModals.css';
import { CustomQuestionsEditor } from './CustomQuestionsEditor';
import { PeoplePicker, type NewPersonProps } from './PeoplePicker';

/** docs/product.md, Limits: the admin logo's types. */
const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';

export type BusinessFormFieldsProps = {
  form: BusinessFormFieldsView;
  /** While the form is being sent every field is read-only. */
  disabled: boolean;
  /** The logo the company has now (edit mode), shown until another is picked. */
  currentLogo?: string | null;
  /** Object URL of the logo picked and accepted (the container makes it). */
  logoPreviewUrl?: string | null;
  onEdit: (edit: BusinessDraftEdit) => void;
  onLogoSelect: (file: File) => void;
  onPeopleSearch: (query: string) => void;
  onPeopleRetry: () => void;
  newPerson?: NewPersonProps;
};

/**
 * The company's fields as the create, approve and edit forms share them (docs/product.md Create Business
 * modal): logo, name, niche, website, Meta Faturamento, Instagram, knowledge base, the custom
 * questions and the people with their manager.
 */
export function BusinessFormFields({
  form,
  disabled,
  currentLogo,
  logoPreviewUrl,
  onEdit,
  onLogoSelect,
  onPeopleSearch,
  onPeopleRetry,
  newPerson,
}: BusinessFormFieldsProps) {
  const logoHintId = useId();
  const { draft, errors } = form;
  // Read-only, not disabled, while the form is sent: the dialog's scrolling body keeps something
  // to focus (axe: scrollable-region-focusable) and the text stays selectable.
  const field = (name: BusinessFieldName) => ({
    value: draft.fields[name],
    readOnly: disabled,
    onChange: (value: string) => onEdit({ type: 'field.change', field: name, value }),
  });
  const itemErrors = form.questionErrors;
  const hasItemError = itemErrors.some((item) => item !== undefined);
  return (
    <>
      <div className={styles.logoRow}>
        <LogoImage
          src={logoPreviewUrl || currentLogo}
          alt={draft.fields.name ? `Logo da ${draft.fields.name}` : 'Logo da empresa'}
          size="lg"
        />
        <div className={styles.logoControls}>
          <ImagePicker
            label={currentLogo || logoPreviewUrl ? 'Alterar Logo' : 'Enviar logo'}
            inputLabel="Arquivo do logo"
            accept={LOGO_ACCEPT}
            disabled={disabled}
            describedBy={logoHintId}
            onSelect={onLogoSelect}
          />
          {form.logoError ? (
            <p id={logoHintId} className={styles.error} role="alert">
              {form.logoError}
            </p>
          ) : (
            <p id={logoHintId} className={styles.hint}>
              PNG, JPEG, WebP ou SVG, até 2MB.
            </p>
          )}
        </div>
      </div>
      <div className={styles.grid}>
        <TextField
          label="Nome"
          required
          maxLength={MAX_LENGTH.name}
          error={errors.name}
          {...field('name')}
        />
        <TextField label="Nicho" maxLength={MAX_LENGTH.short} {...field('niche')} />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={MAX_LENGTH.url}
          error={errors.website}
          {...field('website')}
        />
        <MoneyField
          label="Meta Faturamento"
          max={MAX_REVENUE_GOAL}
          error={errors.meta_faturamento}
          {...field('meta_faturamento')}
        />
        <TextField
          label="Instagram"
          placeholder="@"
          maxLength={MAX_LENGTH.short}
          error={errors.username_instagram}
          {...field('username_instagram')}
        />
        <TextArea
          label="Base de conhecimento"
          rows={4}
          maxLength={MAX_LENGTH.longText}
          fieldClassName={styles.full}
          {...field('knowledge_base')}
        />
      </div>
      <CustomQuestionsEditor
        questions={draft.questions}
        itemErrors={itemErrors}
        error={hasItemError ? null : errors.questions}
        canAdd={form.canAddQuestion}
        disabled={disabled}
        onEdit={onEdit}
      />
      <PeoplePicker
        draft={draft}
        picker={form.people}
        managerError={errors.manager}
        disabled={disabled}
        onEdit={onEdit}
        onSearch={onPeopleSearch}
        onRetry={onPeopleRetry}
        newPerson={newPerson}
      />
    </>
  );
}
