import { useId } from 'react';
import type { FormEvent } from 'react';
import {
  COMPANY_LOAD_FAILED,
  RECORD_STATUSES,
  MAX_REVENUE_GOAL,
  USERS_EMPTY,
  companyManager,
  formatBRL,
  parseBrlInput,
} from '@portal/domain';
import type {
  AccessLogView,
  Company,
  CompanyDraft,
  CompanyEditView,
  RecordStatus,
} from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Avatar } from '../../components/Avatar/Avatar';
import { RoleBadge } from '../../components/RoleBadge/RoleBadge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import { ImagePicker } from '../../components/ImagePicker/ImagePicker';
import { LogoImage } from '../../components/LogoImage/LogoImage';
import { MoneyField } from '../../components/MoneyField/MoneyField';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useFormValues } from '../../hooks/useFormValues';
import { AccessLogCard } from './parts/AccessLogCard';
import * as styles from './CompanyInfo.css';

/** The domain's `RecordStatus` (the company is a record edited in place). */
export const companyInfoStatuses = RECORD_STATUSES;
export type CompanyInfoStatus = RecordStatus;
export type CompanyField = keyof CompanyDraft;
export type CompanyInfoMessage = { tone: 'success' | 'error'; text: string };

/** docs/product.md texts of the company page; those marked "ours" fill gaps docs/product.md leaves. */
export const companyInfoTexts = {
  heading: 'Informações da Empresa',
  edit: 'Editar',
  view: 'Visualizar',
  changeLogo: 'Alterar Logo',
  managedBy: 'Gerenciado por',
  website: 'Website',
  niche: 'Nicho',
  revenueGoal: 'Meta de Faturamento',
  instagram: 'Instagram',
  knowledgeBase: 'Base de Conhecimento',
  save: 'Salvar Alterações',
  saving: 'Salvando...',
  users: 'Usuários',
  /** the error catalogue in docs/product.md (admin users screen) empty text, reused for a company without users. */
  noUsers: USERS_EMPTY,
  /** Ours: docs/product.md names no text for these. */
  loading: 'Carregando informações da empresa...',
  noManager: 'Não informado',
  logoInput: 'Logo da empresa',
  logoHint: 'Imagem de até 2 MB.',
} as const;

export type CompanyInfoProps = {
  status: CompanyInfoStatus;
  company?: Company | null;
  /** The edit draft (machine-owned); omit to let the screen keep one, starting from `company`. */
  draft?: CompanyDraft;
  /** Object URL of a logo picked but not saved yet. */
  logoPreviewUrl?: string | null;
  /**
   * Result of the last save, shown for as long as the owner keeps it (docs/product.md, Limits: 3 s). In
   * `failure` its text replaces 'Falha ao carregar informações da empresa' (e.g. 'Dados de
   * autenticação ausentes').
   */
  message?: CompanyInfoMessage | null;
  /** Text of the load failure (the machine's `loadError`); else `message`, else docs/product.md's. */
  loadError?: string | null;
  /** Why the picked logo was refused (validated by the owner, e.g. with `validateImage`). */
  logoError?: string | null;
  /** Each field's message (the domain's `validateCompanyDraft`), shown beside it in edit mode. */
  fieldErrors?: CompanyEditView['fieldErrors'];
  onEdit: () => void;
  /** 'Visualizar': back to view mode, the draft is discarded (docs/product.md). */
  onView: () => void;
  onFieldChange?: (field: CompanyField, value: string) => void;
  onLogoSelect: (file: File) => void;
  /** 'Salvar Alterações'; gets the draft as shown. */
  onSubmit: (draft: CompanyDraft) => void;
  onRetry?: () => void;
  /**
   * False for someone whose save the server refuses (council: 403), so the page never offers an
   * edit that cannot be saved: no Editar/Visualizar, no 'Alterar Logo', fields stay disabled
   * whatever `status` says.
   */
  canEdit?: boolean;
  /**
   * Who entered the company in spy mode (its own machine: its loading and failure never hold up
   * or break the page); omitted, the section is not shown.
   */
  accessLog?: AccessLogView;
  onAccessLogRetry?: () => void;
};

/**
 * The company-edit machine's view as this screen's props (the container and the stories use it):
 * the draft only while editing or saving, and the save's success, else its error, as `message`.
 */
export function companyInfoViewProps(
  view: CompanyEditView,
): Pick<
  CompanyInfoProps,
  'status' | 'company' | 'draft' | 'message' | 'loadError' | 'logoError' | 'fieldErrors'
> {
  return {
    status: view.status,
    company: view.company,
    draft: view.isEditable || view.isSaving ? (view.fields ?? undefined) : undefined,
    message: view.successMessage
      ? { tone: 'success', text: view.successMessage }
      : view.errorMessage
        ? { tone: 'error', text: view.errorMessage }
        : null,
    loadError: view.loadError,
    logoError: view.logoError,
    fieldErrors: view.fieldErrors,
  };
}

/** The goal as view mode shows it, in reais ('R$ 1.200.000,00'); a text that is no amount as is. */
function formatRevenueGoal(value: string): string {
  const amount = parseBrlInput(value);
  return amount === null ? value : formatBRL(amount);
}

const draftOf = (company: Company | null | undefined): CompanyDraft => ({
  website: company?.website ?? '',
  niche: company?.niche ?? '',
  meta_faturamento: company?.meta_faturamento ?? '0',
  username_instagram: company?.username_instagram ?? '',
  knowledge_base: company?.knowledge_base ?? '',
});

/**
 * The company's own page ('Empresa'): 'Informações da Empresa' (logo, name, manager, website,
 * niche, revenue goal, Instagram, knowledge base) beside its 'Usuários', and 'Acessos da
 * administração' under them. 'Editar' turns the fields into a form, 'Visualizar' leaves it without
 * saving, 'Salvar Alterações' sends it. Council sees it read only.
 */
export function CompanyInfo({ canEdit = true, ...props }: CompanyInfoProps) {
  const { status, company, message, loadError, onEdit, onView, onRetry } = props;
  const editing = canEdit && (status === 'editing' || status === 'saving');
  const ready = company && (status === 'viewing' || status === 'editing' || status === 'saving');
  return (
    <div className={styles.root}>
      <PageHeader
        title={companyInfoTexts.heading}
        actions={
          ready &&
          canEdit &&
          (editing ? (
            <Button
              variant="secondary"
              leadingIcon={<Icon name="eye" size={16} />}
              onClick={onView}
              disabled={status === 'saving'}
            >
              {companyInfoTexts.view}
            </Button>
          ) : (
            <Button
              variant="secondary"
              leadingIcon={<Icon name="edit" size={16} />}
              onClick={onEdit}
            >
              {companyInfoTexts.edit}
            </Button>
          ))
        }
      />
      {status === 'loading' && (
        <div className={styles.loading} role="status">
          <Spinner size="lg" label={null} />
          <span>{companyInfoTexts.loading}</span>
        </div>
      )}
      {(status === 'failure' || (!company && status !== 'loading')) && (
        <ErrorBox onRetry={onRetry}>{loadError || message?.text || COMPANY_LOAD_FAILED}</ErrorBox>
      )}
      {ready && (
        <div className={styles.layout}>
          {/* A fresh draft each time edit mode is entered (and left). */}
          <CompanyForm
            key={editing ? 'edit' : 'view'}
            {...props}
            company={company}
            editing={editing}
          />
          <div className={styles.side}>
            <UsersCard company={company} />
            {props.accessLog && (
              <AccessLogCard accessLog={props.accessLog} onRetry={props.onAccessLogRetry} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function CompanyForm({
  status,
  editing,
  company,
  draft,
  logoPreviewUrl,
  message,
  logoError,
  fieldErrors,
  onFieldChange,
  onLogoSelect,
  onSubmit,
}: CompanyInfoProps & { company: Company; editing: boolean }) {
  const saving = editing && status === 'saving';
  const [values, setField] = useFormValues<CompanyDraft>(
    editing ? draft : undefined,
    draftOf(company),
    onFieldChange,
  );
  // View mode always shows the saved company, whatever a stale draft holds.
  const shown = editing ? values : draftOf(company);
  const hintId = useId();
  const manager = companyManager(company);
  const errorOf = (field: keyof CompanyDraft) => (editing ? fieldErrors?.[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing && !saving) onSubmit(values);
  };

  return (
    <Card padding="lg" as="section" aria-label={company.name}>
      <form
        className={styles.form}
        noValidate
        onSubmit={submit}
        aria-label={companyInfoTexts.heading}
      >
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className={styles.identity}>
          <LogoImage
            src={(editing && logoPreviewUrl) || company.logo}
            alt={`Logo da ${company.name}`}
            size="lg"
          />
          <div className={styles.identityText}>
            <h2 className={styles.companyName}>{company.name}</h2>
            <p className={styles.manager}>
              {companyInfoTexts.managedBy}{' '}
              {manager ? (
                <span className={styles.managerName}>{manager.name}</span>
              ) : (
                <span className={styles.managerMissing}>{companyInfoTexts.noManager}</span>
              )}
            </p>
          </div>
          {editing && (
            <div className={styles.logoControls}>
              <ImagePicker
                label={companyInfoTexts.changeLogo}
                inputLabel={companyInfoTexts.logoInput}
                disabled={saving}
                describedBy={hintId}
                onSelect={onLogoSelect}
              />
              {logoError ? (
                <p id={hintId} className={styles.logoError} role="alert">
                  {logoError}
                </p>
              ) : (
                <p id={hintId} className={styles.logoHint}>
                  {companyInfoTexts.logoHint}
                </p>
              )}
            </div>
          )}
        </div>
        <div className={styles.grid}>
          <TextField
            label={companyInfoTexts.website}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={shown.website}
            error={errorOf('website')}
            onChange={(v) => setField('website', v)}
            disabled={!editing || saving}
          />
          <TextField
            label={companyInfoTexts.niche}
            value={shown.niche}
            onChange={(v) => setField('niche', v)}
            disabled={!editing || saving}
          />
          {editing ? (
            <MoneyField
              label={companyInfoTexts.revenueGoal}
              max={MAX_REVENUE_GOAL}
              value={shown.meta_faturamento}
              onChange={(v) => setField('meta_faturamento', v)}
              disabled={saving}
            />
          ) : (
            // Read, not typed: the saved goal in reais.
            <TextField
              label={companyInfoTexts.revenueGoal}
              value={formatRevenueGoal(shown.meta_faturamento)}
              disabled
            />
          )}
          <TextField
            label={companyInfoTexts.instagram}
            placeholder="@"
            value={shown.username_instagram}
            error={errorOf('username_instagram')}
            onChange={(v) => setField('username_instagram', v)}
            disabled={!editing || saving}
          />
          <TextArea
            label={companyInfoTexts.knowledgeBase}
            rows={4}
            value={shown.knowledge_base}
            onChange={(v) => setField('knowledge_base', v)}
            disabled={!editing || saving}
            fieldClassName={styles.full}
          />
        </div>
        {editing && (
          <div className={styles.actions}>
            <Button type="submit" loading={saving} loadingText={companyInfoTexts.saving}>
              {companyInfoTexts.save}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

function UsersCard({ company }: { company: Company }) {
  return (
    <Card title={companyInfoTexts.users} as="section" aria-label={companyInfoTexts.users}>
      {company.access_users.length === 0 ? (
        <p className={styles.noUsers}>{companyInfoTexts.noUsers}</p>
      ) : (
        <ul className={styles.users}>
          {company.access_users.map((user) => (
            <li key={user.id} className={styles.user}>
              <Avatar name={user.name} size="md" decorative />
              <span className={styles.userText}>
                {/* The badge beside the name leaves the address the row's whole width. */}
                <span className={styles.userHeading}>
                  <span className={styles.userName}>{user.name}</span>
                  <RoleBadge role={user.role} />
                </span>
                {/* One line; an address too long for the column ends in '…', whole in the title. */}
                <span className={styles.userEmail} title={user.email}>
                  {user.email}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
