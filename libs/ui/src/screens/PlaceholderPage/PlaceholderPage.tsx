import { EmptyState } from '../../components/EmptyState/EmptyState';
import type { IconName } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';

export type PlaceholderPageProps = {
  title: string;
  icon?: IconName;
  description?: string;
};

/** Stands in for a page inside a shell where only the shell matters (the layouts' stories). */
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
