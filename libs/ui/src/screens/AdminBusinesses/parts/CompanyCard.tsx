import { memo, useId } from 'react';
import type { CompanyCard as CompanyCardView, HealthLevel } from '@portal/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { LogoImage } from '../../../components/LogoImage/LogoImage';
import { Menu } from '../../../components/Menu/Menu';
import { visuallyHidden } from '../../../theme/utils.css';
import * as styles from './CompanyCard.css';

/** The card's words (docs/product.md names 'Access Company'; the rest are ours). */
const companyCardTexts = {
  access: 'Access Company',
  actions: (name: string) => `Ações de ${name}`,
  edit: 'Editar',
  delete: 'Excluir',
  logo: (name: string) => `Logo da ${name}`,
  dre: { thisMonth: 'DRE este mês', pending: 'DRE pendente' },
  health: 'Saúde',
} as const;

const healthTones: Record<HealthLevel, BadgeTone> = {
  ok: 'success',
  attention: 'warning',
  critical: 'danger',
};

export type CompanyCardProps = {
  card: CompanyCardView;
  /** Admin: the menu with edit and delete. */
  canManage: boolean;
  /** Its Access Company is being recorded. */
  accessing: boolean;
  /** Another company's Access Company is on its way: this one waits. */
  accessBusy: boolean;
  onOpen: (id: string) => void;
  onAccess: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
};

/**
 * One company (docs/product.md): logo, name, niche, the DRE status and the health badge, 'Access
 * Company', and the admin's menu. The name is the button that opens the detail, and its click
 * area covers the card.
 */
export const CompanyCard = memo(function CompanyCard({
  card,
  canManage,
  accessing,
  accessBusy,
  onOpen,
  onAccess,
  onEdit,
  onDelete,
}: CompanyCardProps) {
  const nameId = useId();
  const { health } = card;
  const reasons = health?.reasons.join(' · ') ?? '';
  return (
    <article className={styles.card} aria-labelledby={nameId} data-company-id={card.id}>
      <div className={styles.identity}>
        <LogoImage src={card.logo} alt={companyCardTexts.logo(card.name)} size="sm" />
        <div className={styles.identityText}>
          <h2 className={styles.name} id={nameId}>
            <button
              type="button"
              className={styles.open}
              title={card.name}
              onClick={() => onOpen(card.id)}
            >
              {card.name}
            </button>
          </h2>
          <p className={styles.niche} title={card.niche ?? undefined}>
            {card.niche ?? '—'}
          </p>
        </div>
      </div>
      <div className={styles.badges}>
        <Badge tone={card.dre === 'thisMonth' ? 'success' : 'neutral'}>
          {companyCardTexts.dre[card.dre]}
        </Badge>
        {health && (
          <Badge tone={healthTones[health.level]} dot>
            <span className={visuallyHidden}>{companyCardTexts.health}: </span>
            {health.label}
          </Badge>
        )}
      </div>
      <p className={styles.reasons} title={reasons || undefined}>
        {reasons}
      </p>
      <div className={styles.footer}>
        <Button
          variant="secondary"
          size="sm"
          className={styles.raised}
          leadingIcon={<Icon name="spy" size={16} />}
          aria-describedby={nameId}
          loading={accessing}
          disabled={accessBusy && !accessing}
          onClick={() => onAccess(card.id)}
        >
          {companyCardTexts.access}
        </Button>
        {canManage && (
          <Menu
            className={styles.raised}
            label={companyCardTexts.actions(card.name)}
            items={[
              {
                id: 'edit',
                label: companyCardTexts.edit,
                icon: 'edit',
                onSelect: () => onEdit(card.id),
              },
              {
                id: 'delete',
                label: companyCardTexts.delete,
                icon: 'trash',
                tone: 'danger',
                onSelect: () => onDelete(card.id),
              },
            ]}
          />
        )}
      </div>
    </article>
  );
});
