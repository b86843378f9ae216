import { EmptyState } from '../../components/EmptyState/EmptyState';
import type { IconName } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';

export type PlaceholderPageProps = {
  title: string;
  icon?: IconName;
  description?: string;
};

/** Stands in, inside the shell, for a screen that a later issue builds. */
export function PlaceholderPage({
  title,
  icon = 'clock',
  description = 'Esta seção estará disponível em breve.',
}: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Em breve" description={description} icon={icon} />
    </>
  );
}
