import {
  LOAD_STATUSES,
  MEETINGS_EMPTY_TEXT,
  MEETINGS_EMPTY_TITLE,
  MEETINGS_LOAD_FAILED,
  formatMeetingDate,
  routes,
} from '@portal/domain';
import type { LoadStatus, MeetingSummary } from '@portal/domain';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { MeetingText } from '../../components/MeetingText/MeetingText';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import { handleNavigate } from '../../components/TextLink/TextLink';
import type { NavigateHandler } from '../../components/TextLink/TextLink';
import * as styles from './MeetingsList.css';

/** The domain's `LoadStatus`: `ready` with no meetings shows the product's empty state. */
export const meetingsListStatuses = LOAD_STATUSES;
export type MeetingsListStatus = LoadStatus;

/** docs/product.md texts of the meetings list (the empty and failure texts are docs/product.md's, from the domain). */
export const meetingsListTexts = {
  heading: (businessName: string) => `Reuniões de ${businessName}`,
  emptyTitle: MEETINGS_EMPTY_TITLE,
  emptyDescription: MEETINGS_EMPTY_TEXT,
  loading: 'Carregando reuniões...',
} as const;

/** `status`, `meetings` and `errorMessage` are the domain's `MeetingsListView` as it comes. */
export type MeetingsListProps = {
  businessName: string;
  status: MeetingsListStatus;
  /** What the list shows of each meeting (no transcript: it comes when one is opened). */
  meetings: readonly MeetingSummary[];
  /** Shown in the failure box; defaults to docs/product.md's 'Falha ao carregar reuniões...'. */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Plain left clicks on a meeting go here (client-side routing); others follow the href. */
  onNavigate?: NavigateHandler;
  /** Where a meeting links to; defaults to `routes.meeting`. */
  meetingHref?: (id: string) => string;
};

/**
 * Where a company's people land after signing in: 'Reuniões de {empresa}', newest first, each
 * meeting with its title, date and the start of its overview, linking to the meeting. Loading, an
 * empty list and a failure with 'Tentar novamente' each have their own look.
 */
export function MeetingsList({
  businessName,
  status,
  meetings,
  errorMessage,
  onRetry,
  onNavigate,
  meetingHref = routes.meeting,
}: MeetingsListProps) {
  return (
    <div className={styles.root}>
      <PageHeader title={meetingsListTexts.heading(businessName)} />
      {status === 'loading' && (
        <div className={styles.loading} role="status">
          <Spinner size="lg" label={null} />
          <span>{meetingsListTexts.loading}</span>
        </div>
      )}
      {status === 'failure' && (
        <ErrorBox onRetry={onRetry}>{errorMessage || MEETINGS_LOAD_FAILED}</ErrorBox>
      )}
      {status === 'ready' && meetings.length === 0 && (
        <EmptyState
          icon="calendar"
          title={meetingsListTexts.emptyTitle}
          description={meetingsListTexts.emptyDescription}
        />
      )}
      {status === 'ready' && meetings.length > 0 && (
        <ul className={styles.list} aria-label="Reuniões">
          {meetings.map((meeting) => {
            const href = meetingHref(meeting.id);
            return (
              <li key={meeting.id} className={styles.item}>
                <div className={styles.titleRow}>
                  <h2 className={styles.title}>
                    <a
                      href={href}
                      className={styles.link}
                      onClick={(event) => handleNavigate(event, href, onNavigate)}
                    >
                      {meeting.title}
                    </a>
                  </h2>
                  <Icon name="chevronRight" className={styles.chevron} />
                </div>
                <time className={styles.date} dateTime={meeting.date}>
                  <Icon name="calendar" size={14} />
                  {formatMeetingDate(meeting.date)}
                </time>
                {meeting.overview && (
                  <MeetingText as="p" text={meeting.overview} className={styles.overview} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
