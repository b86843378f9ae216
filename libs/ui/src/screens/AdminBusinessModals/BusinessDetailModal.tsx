import type { FormEvent } from 'react';
import { ADMIN_LOAD_FAILED } from '@portal/domain';
import type {
  AccessPasswordMode,
  BusinessDetailView,
  BusinessDraftEdit,
  DetailTab,
  MeetingImportTask,
  MeetingImportTextField,
} from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import {
  DataExportButton,
  type DataExportControl,
} from '../../components/DataExportButton/DataExportButton';
import { Dialog } from '../../components/Dialog/Dialog';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Icon } from '../../components/Icon/Icon';
import { Spinner } from '../../components/Spinner/Spinner';
import { Tabs } from '../../components/Tabs/Tabs';
import { TypedConfirmDialog } from '../../components/TypedConfirmDialog/TypedConfirmDialog';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import * as styles from './AdminBusinessModals.css';
import { AccessSection } from './parts/AccessSection';
import { BusinessFormFields } from './parts/BusinessFormFields';
import { BusinessOverview } from './parts/BusinessOverview';
import { MeetingImportForm } from './parts/MeetingImportForm';

export type BusinessDetailModalViewProps = Pick<
  BusinessDetailView,
  | 'status'
  | 'canManage'
  | 'open'
  | 'tab'
  | 'business'
  | 'manager'
  | 'loadError'
  | 'form'
  | 'saveError'
  | 'access'
  | 'deleteDialog'
  | 'meetingImport'
  | 'isBusy'
  | 'toast'
>;

export type BusinessDetailModalProps = BusinessDetailModalViewProps & {
  /** Object URL of the logo picked in edit mode (the container makes it). */
  logoPreviewUrl?: string | null;
  onClose: () => void;
  onRetry: () => void;
  onTabSelect: (tab: DetailTab) => void;
  /** The 'Gerenciado por' person: opens the users screen's modal for them. */
  onUserOpen?: (userId: string) => void;
  onEdit: () => void;
  onEditCancel: () => void;
  onDraftEdit: (edit: BusinessDraftEdit) => void;
  onLogoSelect: (file: File) => void;
  onPeopleSearch: (query: string) => void;
  onPeopleRetry: () => void;
  onSave: () => void;
  onAccessChange: (field: 'accessCode' | 'password', value: string) => void;
  onAccessModeChange: (mode: AccessPasswordMode) => void;
  onAccessSubmit: () => void;
  onCopyPassword: () => void;
  onDeleteAsk: () => void;
  /** The company's name typed in the erasure's confirmation. */
  onDeleteNameChange: (value: string) => void;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
  onImportChange: (field: MeetingImportTextField, value: string) => void;
  onImportFile: (file: File) => void;
  onImportSubmit: () => void;
  onImportTaskAdd: () => void;
  onImportTaskChange: (index: number, patch: Partial<MeetingImportTask>) => void;
  onImportTaskRemove: (index: number) => void;
  onToastDismiss?: () => void;
  /** The admin's export of the company's data (LGPD); absent for the council. */
  dataExport?: DataExportControl | null;
};

/** The detail machine's view as this modal's props (the container and the stories use it). */
export function businessDetailModalViewProps(
  view: BusinessDetailView,
): BusinessDetailModalViewProps {
  return { ...view };
}

const TAB_LABELS: Record<DetailTab, string> = {
  overview: 'Empresa',
  access: 'Acesso',
  import: 'Importar reunião',
};

/** The erasure's confirmation: what goes, who stays, and what to type. */
export const eraseTexts = {
  title: 'Excluir empresa e todos os dados',
  field: 'Digite o nome da empresa para confirmar',
  what: (name: string) =>
    `${name} será excluída com tudo o que ela tem: reuniões e transcrições, tarefas, documentos e arquivos, relatórios e suas versões, acessos e as notificações, e-mails pendentes e conversas do chat sobre ela. Esta ação não pode ser desfeita.`,
  people: (names: readonly string[]) =>
    names.length === 0
      ? 'Nenhuma pessoa está vinculada a esta empresa.'
      : `As pessoas vinculadas (${names.join(', ')}) continuam com suas contas, mas deixam de ter acesso a esta empresa; quem pertence só a ela fica sem empresa.`,
} as const;

/**
 * docs/product.md Business detail modal: read by admin and council; for the admin, edit mode (the create
 * form's fields), the business account's login, a meeting import, exporting its data and erasing
 * the company with all its data, confirmed by its name typed (LGPD).
 */
export function BusinessDetailModal(props: BusinessDetailModalProps) {
  const { status, business, open, toast, deleteDialog } = props;
  const editing = status === 'editing' || status === 'saving';
  const title = editing ? 'Editar empresa' : (business?.name ?? 'Empresa');
  return (
    <>
      <Dialog open={open} onClose={props.onClose} title={title} size="lg" fullWidthOnPhone>
        <div className={styles.stack}>
          {toast && <Alert tone={toast.tone}>{toast.text}</Alert>}
          {status === 'loading' && (
            <p className={styles.loading} role="status">
              <Spinner size="lg" label={null} />
              <span>Carregando empresa...</span>
            </p>
          )}
          {status === 'failure' && (
            <ErrorBox onRetry={props.onRetry}>{props.loadError || ADMIN_LOAD_FAILED}</ErrorBox>
          )}
          {status === 'viewing' && business && <Viewing {...props} business={business} />}
          {editing && <Editing {...props} />}
        </div>
      </Dialog>
      {business && (
        <TypedConfirmDialog
          open={deleteDialog.open}
          title={eraseTexts.title}
          expected={business.name}
          fieldLabel={eraseTexts.field}
          value={deleteDialog.name}
          canConfirm={deleteDialog.canConfirm}
          confirmLabel={eraseTexts.title}
          busy={deleteDialog.deleting}
          error={deleteDialog.error}
          onChange={props.onDeleteNameChange}
          onConfirm={props.onDeleteConfirm}
          onCancel={props.onDeleteCancel}
        >
          <p>{eraseTexts.what(business.name)}</p>
          <p>{eraseTexts.people(deleteDialog.people.map((person) => person.name))}</p>
        </TypedConfirmDialog>
      )}
      {/* The page behind a modal is inert: after a deletion the toast shows outside it. */}
      {!open && (
        <ToastRegion
          toasts={toastItems(toast)}
          onDismiss={props.onToastDismiss && (() => props.onToastDismiss?.())}
        />
      )}
    </>
  );
}

function Viewing(
  props: BusinessDetailModalProps & { business: NonNullable<BusinessDetailModalProps['business']> },
) {
  const { business, manager, canManage, onUserOpen } = props;
  const overview = (
    <div className={styles.stack}>
      <BusinessOverview business={business} manager={manager} onUserOpen={onUserOpen} />
      {canManage && (
        <div className={styles.actions}>
          <Button
            variant="danger"
            leadingIcon={<Icon name="trash" size={16} />}
            onClick={props.onDeleteAsk}
          >
            Excluir empresa
          </Button>
          <Button
            variant="secondary"
            leadingIcon={<Icon name="edit" size={16} />}
            onClick={props.onEdit}
          >
            Editar
          </Button>
        </div>
      )}
      {canManage && props.dataExport && (
        <DataExportButton
          {...props.dataExport}
          title="Dados da empresa (LGPD)"
          hint="Um arquivo .zip com pessoas, reuniões e transcrições, tarefas, documentos com seus arquivos, relatórios mensais e o registro de acessos, em JSON e CSV."
          label="Exportar dados (LGPD)"
        />
      )}
    </div>
  );
  // The council reads the company only (docs/product.md, Roles): no tabs of the admin's actions.
  if (!canManage) return overview;
  return (
    <Tabs
      aria-label="Seções da empresa"
      selectedId={props.tab}
      onSelect={(id) => props.onTabSelect(id as DetailTab)}
      tabs={[
        { id: 'overview', label: TAB_LABELS.overview, content: overview },
        {
          id: 'access',
          label: TAB_LABELS.access,
          content: (
            <AccessSection
              view={props.access}
              onChange={props.onAccessChange}
              onModeChange={props.onAccessModeChange}
              onSubmit={props.onAccessSubmit}
              onCopyPassword={props.onCopyPassword}
            />
          ),
        },
        {
          id: 'import',
          label: TAB_LABELS.import,
          content: (
            <MeetingImportForm
              view={props.meetingImport}
              onChange={props.onImportChange}
              onFileSelect={props.onImportFile}
              onSubmit={props.onImportSubmit}
              onTaskAdd={props.onImportTaskAdd}
              onTaskChange={props.onImportTaskChange}
              onTaskRemove={props.onImportTaskRemove}
            />
          ),
        },
      ]}
    />
  );
}

function Editing(props: BusinessDetailModalProps) {
  const { form, status, saveError, business } = props;
  const saving = status === 'saving';
  if (!form) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) props.onSave();
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Editar empresa">
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <BusinessFormFields
        form={form}
        disabled={saving}
        currentLogo={business?.logo}
        logoPreviewUrl={props.logoPreviewUrl}
        onEdit={props.onDraftEdit}
        onLogoSelect={props.onLogoSelect}
        onPeopleSearch={props.onPeopleSearch}
        onPeopleRetry={props.onPeopleRetry}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onEditCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} loadingText="Salvando...">
          Salvar Alterações
        </Button>
      </div>
    </form>
  );
}
