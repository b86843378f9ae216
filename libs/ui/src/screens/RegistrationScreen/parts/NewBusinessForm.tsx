import { MAX_REVENUE_GOAL } from '@portal/domain';
import type { NewBusinessTextField, RegistrationView } from '@portal/domain';
import { ChipInput } from '../../../components/ChipInput/ChipInput';
import { MoneyField } from '../../../components/MoneyField/MoneyField';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../RegistrationScreen.css';

export type NewBusinessFormProps = Pick<
  RegistrationView,
  'newBusiness' | 'businessErrors' | 'teamEmails' | 'teamEmailDraft' | 'teamEmailError'
> & {
  onNewBusinessChange: (field: NewBusinessTextField, value: string) => void;
  /** Every keystroke in the team e-mail box (a typed comma adds what came before it). */
  onTeamEmailDraftChange: (value: string) => void;
  /** Enter or comma in the box: add what is typed. */
  onTeamEmailAdd: () => void;
  onTeamEmailRemove: (email: string) => void;
};

/** Step 2's "new business": its fields and the team e-mails as chips. */
export function NewBusinessForm({
  newBusiness,
  businessErrors: errors,
  teamEmails,
  teamEmailDraft,
  teamEmailError,
  onNewBusinessChange,
  onTeamEmailDraftChange,
  onTeamEmailAdd,
  onTeamEmailRemove,
}: NewBusinessFormProps) {
  const fixed = new Set(teamEmails.filter((chip) => chip.fixed).map((chip) => chip.email));
  return (
    <div className={styles.grid}>
      <TextField
        label="Nome do negócio"
        value={newBusiness.name}
        onChange={(value) => onNewBusinessChange('name', value)}
        error={errors.name}
        required
      />
      <TextField
        label="Website"
        type="url"
        placeholder="https://www.seunegocio.com.br"
        value={newBusiness.website}
        onChange={(value) => onNewBusinessChange('website', value)}
        error={errors.website}
        required
      />
      <TextField
        label="Segmento"
        placeholder="Ex.: Alimentação, Varejo, Tecnologia"
        value={newBusiness.niche}
        onChange={(value) => onNewBusinessChange('niche', value)}
        error={errors.niche}
        required
      />
      <MoneyField
        label="Meta de receita (R$)"
        placeholder="Ex.: R$ 500.000,00"
        max={MAX_REVENUE_GOAL}
        value={newBusiness.revenue_goal}
        onChange={(value) => onNewBusinessChange('revenue_goal', value)}
        error={errors.revenue_goal}
        required
      />
      <TextField
        label="Instagram"
        placeholder="@seunegocio"
        value={newBusiness.instagram}
        onChange={(value) => onNewBusinessChange('instagram', value)}
        error={errors.instagram}
        required
        fieldClassName={styles.full}
      />
      <TextArea
        label="Base de conhecimento"
        hint="Descreva o negócio, produtos, clientes e objetivos (mínimo de 50 caracteres)."
        rows={4}
        value={newBusiness.knowledge_base}
        onChange={(value) => onNewBusinessChange('knowledge_base', value)}
        error={errors.knowledge_base}
        required
        fieldClassName={styles.full}
      />
      <div className={styles.full}>
        <ChipInput
          label="Emails da equipe"
          type="email"
          hint="Pressione Enter ou vírgula para adicionar cada email."
          placeholder="nome@empresa.com.br"
          chips={teamEmails.map((chip) => chip.email)}
          isFixed={(email) => fixed.has(email)}
          error={teamEmailError}
          draft={teamEmailDraft}
          onDraftChange={onTeamEmailDraftChange}
          onAdd={() => onTeamEmailAdd()}
          onRemove={onTeamEmailRemove}
        />
      </div>
    </div>
  );
}
