import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  ITEM_STATUSES,
  MEETING_NOT_FOUND,
  MEETING_TABS,
  formatMeetingDate,
  formatMinutes,
  routes,
  searchTranscript,
} from '@portal/domain';
import type { ItemStatus, Meeting, MeetingSummary, MeetingTab, MeetingView } from '@portal/domain';
import { buttonClassName } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import { MeetingText } from '../../components/MeetingText/MeetingText';
import { RichText } from '../../components/RichText/RichText';
import { SearchField } from '../../components/SearchField/SearchField';
import { Spinner } from '../../components/Spinner/Spinner';
import { Tabs } from '../../components/Tabs/Tabs';
import { TaskOwnerDue } from '../../components/TaskOwnerDue/TaskOwnerDue';
import { TextLink, handleNavigate } from '../../components/TextLink/TextLink';
import { ActionPlan } from './parts/ActionPlan';
import * as styles from './MeetingDetail.css';

/** The domain's `ItemStatus`: `notFound` and `failure` both show the problem card. */
export const meetingDetailStatuses = ITEM_STATUSES;
export type MeetingDetailStatus = ItemStatus;
export const meetingTabs = MEETING_TABS;
export type { MeetingTab };

/** docs/product.md texts of the meeting detail; those marked "ours" fill gaps docs/product.md leaves. */
export const meetingDetailTexts = {
  notFoundText: 'Não foi possível encontrar os detalhes desta reunião.',
  back: 'Voltar para Reuniões',
  tabResumo: 'Resumo',
  tabTranscript: 'Transcript',
  overview: 'Overview',
  notes: 'Notes',
  tasksAdded: 'Tarefas Adicionadas',
  allTasks: 'Ver todas as tarefas',
  searchPlaceholder: 'Search in transcript...',
  noResults: (query: string) => `Nenhum resultado encontrado para "${query}"`,
  /** Ours: docs/product.md names no text for these. */
  searchLabel: 'Buscar na transcrição',
  loading: 'Carregando reunião...',
  noNotes: 'Nenhuma nota registrada.',
  noTranscript: 'Esta reunião não tem transcrição.',
} as const;

export type MeetingDetailProps = {
  status: MeetingDetailStatus;
  meeting?: Meeting | null;
  /** While loading: the meetings list's entry, when known, so title and date show at once. */
  summary?: MeetingSummary | null;
  businessName: string;
  /** Title of the error card; docs/product.md: the message loaded, else 'Reunião não encontrada'. */
  errorMessage?: string | null;
  /** Controlled tab; omit to let the screen keep it (starting on 'resumo'). */
  tab?: MeetingTab;
  onTabChange?: (tab: MeetingTab) => void;
  /** Controlled transcript search; omit to let the screen keep it. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** A transcript line (its position) to scroll to and mark: where a search opened the meeting. */
  line?: number | null;
  /** 'Voltar para Reuniões' (a link to /dashboard/business/meetings; plain clicks come here). */
  onBack: () => void;
  /** 'Ver todas as tarefas' (a link to /dashboard/business/tasks; plain clicks come here). */
  onOpenTasks: () => void;
  /** Today, for the 'Plano de ação' overdue mark (stories fix it). */
  now?: Date;
};

/** The meeting machine's view as this screen's props (the container and the stories use it). */
export function meetingDetailViewProps(
  view: MeetingView,
): Pick<
  MeetingDetailProps,
  'status' | 'meeting' | 'summary' | 'errorMessage' | 'tab' | 'query' | 'line'
> {
  switch (view.status) {
    case 'ready':
      return {
        status: 'ready',
        meeting: view.meeting,
        tab: view.tab,
        query: view.query,
        line: view.line,
      };
    case 'notFound':
    case 'failure':
      return { status: view.status, errorMessage: view.message };
    case 'loading':
      return { status: 'loading', summary: view.summary };
  }
}

/**
 * One meeting ('…/meetings/:id'): its title, company and date over two tabs. 'Resumo' has the
 * overview, the notes, the tasks the meeting added and its 'Plano de ação' as the board has them
 * now; 'Transcript' the lines by speaker and minute, searchable. A meeting the company does not
 * hold says 'Reunião não encontrada'.
 */
export function MeetingDetail(props: MeetingDetailProps) {
  const { status, meeting, summary, errorMessage, onBack } = props;
  if (status === 'loading') {
    const spinner = (
      <div className={styles.loading} role="status">
        <Spinner size="lg" label={null} />
        <span>{meetingDetailTexts.loading}</span>
      </div>
    );
    if (!summary) return <div className={styles.root}>{spinner}</div>;
    // Opened from the list: its title and date at once, the rest when the meeting arrives.
    return (
      <article className={styles.root} aria-busy="true">
        <MeetingHeader meeting={summary} businessName={props.businessName} onBack={onBack} />
        {spinner}
      </article>
    );
  }
  if (status !== 'ready' || !meeting) {
    return (
      <div className={styles.root}>
        <Card padding="lg" as="section" aria-label="Reunião indisponível">
          <div className={styles.problem}>
            <span className={styles.problemIcon}>
              <Icon name="alert" size={22} />
            </span>
            <h1 className={styles.problemTitle}>{errorMessage || MEETING_NOT_FOUND}</h1>
            <p className={styles.problemText}>{meetingDetailTexts.notFoundText}</p>
            <a
              href={routes.meetings}
              className={buttonClassName()}
              onClick={(event) => handleNavigate(event, routes.meetings, onBack)}
            >
              <Icon name="arrowLeft" size={16} />
              {meetingDetailTexts.back}
            </a>
          </div>
        </Card>
      </div>
    );
  }
  return <LoadedMeeting {...props} meeting={meeting} />;
}

function LoadedMeeting({
  meeting,
  businessName,
  tab: tabProp,
  onTabChange,
  query: queryProp,
  onQueryChange,
  line = null,
  onBack,
  onOpenTasks,
  now,
}: MeetingDetailProps & { meeting: Meeting }) {
  const [ownTab, setOwnTab] = useState<MeetingTab>('resumo');
  const [ownQuery, setOwnQuery] = useState('');
  const tab = tabProp ?? ownTab;
  const query = queryProp ?? ownQuery;

  const selectTab = (id: string) => {
    const next = id as MeetingTab;
    setOwnTab(next);
    onTabChange?.(next);
  };
  const changeQuery = (next: string) => {
    setOwnQuery(next);
    onQueryChange?.(next);
  };

  return (
    <article className={styles.root}>
      <MeetingHeader meeting={meeting} businessName={businessName} onBack={onBack} />
      <Tabs
        aria-label="Detalhes da reunião"
        selectedId={tab}
        onSelect={selectTab}
        tabs={[
          {
            id: 'resumo',
            label: meetingDetailTexts.tabResumo,
            content: <Resumo meeting={meeting} onOpenTasks={onOpenTasks} now={now} />,
          },
          {
            id: 'transcript',
            label: meetingDetailTexts.tabTranscript,
            content: (
              <Transcript meeting={meeting} query={query} onQueryChange={changeQuery} line={line} />
            ),
          },
        ]}
      />
    </article>
  );
}

/** The back link, title, company and date: the same while loading (from the list) and loaded. */
function MeetingHeader({
  meeting,
  businessName,
  onBack,
}: {
  meeting: MeetingSummary;
  businessName: string;
  onBack: () => void;
}) {
  return (
    <>
      <TextLink href={routes.meetings} onNavigate={() => onBack()} className={styles.back}>
        <Icon name="arrowLeft" size={16} />
        {meetingDetailTexts.back}
      </TextLink>
      <header className={styles.header}>
        <h1 className={styles.title}>{meeting.title}</h1>
        <div className={styles.meta}>
          <span className={styles.metaItem}>
            <Icon name="building" size={14} />
            {businessName}
          </span>
          <time className={styles.metaItem} dateTime={meeting.date}>
            <Icon name="calendar" size={14} />
            {formatMeetingDate(meeting.date)}
          </time>
        </div>
      </header>
    </>
  );
}

function Resumo({
  meeting,
  onOpenTasks,
  now,
}: {
  meeting: Meeting;
  onOpenTasks: () => void;
  now?: Date;
}) {
  const id = useId();
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby={`${id}-overview`}>
        <h2 id={`${id}-overview`} className={styles.sectionTitle}>
          {meetingDetailTexts.overview}
        </h2>
        <MeetingText as="p" text={meeting.overview} className={styles.paragraph} />
      </section>
      <section className={styles.section} aria-labelledby={`${id}-notes`}>
        <h2 id={`${id}-notes`} className={styles.sectionTitle}>
          {meetingDetailTexts.notes}
        </h2>
        {meeting.notes.trim() ? (
          <RichText html={meeting.notes} />
        ) : (
          <p className={styles.muted}>{meetingDetailTexts.noNotes}</p>
        )}
      </section>
      {meeting.tasks_added.length > 0 && (
        <section className={styles.section} aria-labelledby={`${id}-tasks`}>
          <h2 id={`${id}-tasks`} className={styles.sectionTitle}>
            {meetingDetailTexts.tasksAdded}
          </h2>
          <ul className={styles.taskList}>
            {meeting.tasks_added.map((task, index) => (
              <li key={`${index}-${task.title}`} className={styles.taskItem}>
                <Icon name="tasks" size={16} className={styles.taskIcon} />
                <span className={styles.taskText}>
                  <span className={styles.taskTitle}>{task.title}</span>
                  {task.task && task.task !== task.title && (
                    <span className={styles.taskDescription}>{task.task}</span>
                  )}
                  {/* As the meeting promised them, never marked late: the plan says where they stand. */}
                  <TaskOwnerDue
                    ownerName={task.owner_name}
                    dueDate={task.due_date}
                    markOverdue={false}
                  />
                </span>
              </li>
            ))}
          </ul>
          <TextLink
            href={routes.tasks}
            onNavigate={() => onOpenTasks()}
            className={styles.tasksLink}
          >
            {meetingDetailTexts.allTasks}
            <Icon name="chevronRight" size={16} />
          </TextLink>
        </section>
      )}
      {meeting.action_plan &&
        (meeting.action_plan.length > 0 || meeting.tasks_added.length > 0) && (
          <ActionPlan plan={meeting.action_plan} now={now} />
        )}
    </div>
  );
}

function Transcript({
  meeting,
  query,
  onQueryChange,
  line,
}: {
  meeting: Meeting;
  query: string;
  onQueryChange: (query: string) => void;
  line: number | null;
}) {
  const entries = searchTranscript(meeting.transcript, query);
  // An entry's position is its place in the whole transcript, whatever the search leaves out.
  const positions = useMemo(
    () => new Map(meeting.transcript.map((entry, position) => [entry, position])),
    [meeting.transcript],
  );
  const focused = useRef<HTMLLIElement>(null);
  useEffect(() => {
    focused.current?.scrollIntoView?.({ block: 'center' });
  }, [line]);
  return (
    <div className={styles.transcript}>
      <SearchField
        label={meetingDetailTexts.searchLabel}
        placeholder={meetingDetailTexts.searchPlaceholder}
        value={query}
        onChange={onQueryChange}
      />
      {meeting.transcript.length === 0 ? (
        <p className={styles.noResults}>{meetingDetailTexts.noTranscript}</p>
      ) : entries.length === 0 ? (
        <p className={styles.noResults} role="status">
          {meetingDetailTexts.noResults(query.trim())}
        </p>
      ) : (
        <ol className={styles.entries} aria-label="Transcript">
          {entries.map((entry, index) => {
            const position = positions.get(entry);
            const isLine = line !== null && position === line;
            return (
              <li
                key={`${entry.minutes}-${index}`}
                ref={isLine ? focused : undefined}
                className={isLine ? `${styles.entry} ${styles.entryFocused}` : styles.entry}
                data-line={position}
                aria-current={isLine ? 'location' : undefined}
              >
                <span className={styles.speaker}>{entry.speaker}</span>
                <MeetingText as="p" text={entry.text} className={styles.entryText} />
                <span className={styles.minutes}>{formatMinutes(entry.minutes)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
