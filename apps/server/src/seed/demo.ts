import type { SessionRole } from '@portal/domain';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import {
  businessTeamEmails,
  businesses,
  documents,
  meetingAddedTasks,
  meetingTranscriptEntries,
  meetings,
  monthlyReports,
  tasks,
  userBusinesses,
  users,
  type NewBusiness,
  type NewDocument,
  type NewMeeting,
  type NewMeetingAddedTask,
  type NewMeetingTranscriptEntry,
  type NewMonthlyReport,
  type NewTask,
  type NewUser,
  type NewUserBusiness,
  type TaskStatus,
} from '../db/schema/index';
import type { FileStorage } from '../storage/storage';
import {
  COUNCIL_SLUGS,
  DEMO01_SLUG,
  DEMO_COMPANIES,
  MISSING_REPORT_SLUG,
  WAITING_COMPANY,
  type DemoCompany,
} from './demo-data';
import { buildLogoSvg } from './logo';
import { buildPdf } from './pdf';
import { createRandom } from './random';
import {
  MONTHS_PT,
  buildMeeting,
  formatBrl,
  formatPercent,
  type ReportFigures,
} from './transcript';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCESS_CODE = 'DEMO01';

const companyBySlug = (slug: string): DemoCompany => {
  const company = DEMO_COMPANIES.find((c) => c.slug === slug);
  if (!company) throw new Error(`demo company ${slug} is missing`);
  return company;
};

const DEMO01_COMPANY = companyBySlug(DEMO01_SLUG);

export type DemoAccount = {
  authType: 'user' | 'business';
  /** What goes in the login field: an e-mail or an access code. */
  key: string;
  password: string;
  /** Server role; 'business' for the business account. */
  role: 'admin' | 'council' | 'user' | 'business';
  /** Role as the browser stores it (SPEC: admin, council, ordinary, waiting). */
  sessionRole: SessionRole;
  name: string;
  /** The company the account belongs to, when it has exactly one. */
  business: string | null;
  /** Where SPEC §4 lands this account after login. */
  landing: '/admin/businesses' | '/dashboard/business/meetings' | '/waiting';
};

/** The demo logins (README and tests). All share the password 'demo1234'. */
export const DEMO_ACCOUNTS = [
  {
    authType: 'user',
    key: 'admin@demo.com.br',
    password: DEMO_PASSWORD,
    role: 'admin',
    sessionRole: 'admin',
    name: 'Mariana Costa',
    business: null,
    landing: '/admin/businesses',
  },
  {
    authType: 'user',
    key: 'conselho@demo.com.br',
    password: DEMO_PASSWORD,
    role: 'council',
    sessionRole: 'council',
    name: 'Roberto Almeida',
    business: null,
    landing: '/admin/businesses',
  },
  {
    authType: 'user',
    key: 'usuario@demo.com.br',
    password: DEMO_PASSWORD,
    role: 'user',
    sessionRole: 'ordinary',
    name: DEMO01_COMPANY.people[0]?.name ?? '',
    business: DEMO01_COMPANY.name,
    landing: '/dashboard/business/meetings',
  },
  {
    authType: 'user',
    key: 'aguardando@demo.com.br',
    password: DEMO_PASSWORD,
    role: 'user',
    sessionRole: 'waiting',
    name: WAITING_COMPANY.owner.name,
    business: WAITING_COMPANY.name,
    landing: '/waiting',
  },
  {
    authType: 'business',
    key: DEMO_ACCESS_CODE,
    password: DEMO_PASSWORD,
    role: 'business',
    sessionRole: 'ordinary',
    name: DEMO01_COMPANY.name,
    business: DEMO01_COMPANY.name,
    landing: '/dashboard/business/meetings',
  },
] as const satisfies readonly DemoAccount[];

/** Names of the active demo companies, in seed order. */
export const DEMO_BUSINESS_NAMES: readonly string[] = DEMO_COMPANIES.map((c) => c.name);
/** The one active company without last month's report. */
export const DEMO_MISSING_REPORT_BUSINESS = companyBySlug(MISSING_REPORT_SLUG).name;
/** The company waiting for approval (registered by aguardando@). */
export const DEMO_WAITING_BUSINESS = WAITING_COMPANY.name;
/** The three companies conselho@ is linked to. */
export const DEMO_COUNCIL_BUSINESSES: readonly string[] = COUNCIL_SLUGS.map(
  (s) => companyBySlug(s).name,
);

export type SeedOptions = {
  /** "Today" for the demo (reports end last month, meetings are in the past). Default: now. */
  now?: Date;
};

export type SeedResult =
  | { seeded: false }
  | {
      seeded: true;
      users: number;
      businesses: number;
      meetings: number;
      transcriptEntries: number;
      tasks: number;
      documents: number;
      monthlyReports: number;
      files: number;
    };

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC instant. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** First day (UTC) of the month `offset` months from the month of `now`. */
const monthStart = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));

const round2 = (n: number) => Math.round(n * 100) / 100;

// Any constant: it only has to be the same for every server seeding one PostgreSQL.
const SEED_LOCK_KEY = 7_240_332;

const isEmpty = async (db: Database) => {
  const [u] = await db.select({ n: count() }).from(users);
  const [b] = await db.select({ n: count() }).from(businesses);
  return (u?.n ?? 0) === 0 && (b?.n ?? 0) === 0;
};

/**
 * Fills an EMPTY database with the pt-BR demo (6 companies and one waiting, people of every
 * role, a year of reports, meetings with transcripts, boards, documents and files). Does
 * nothing when any user or business exists, so it is safe to call on every start. All rows are
 * written in one transaction; files go to `storage` first, under the keys the HTTP layer uses for
 * uploads (`logos/<business id>.svg`, `documents/<business id>/...`). A failed seed may leave
 * unreferenced files behind, never rows pointing at missing files.
 */
export const seedDemo = async (
  db: Database,
  storage: FileStorage,
  options: SeedOptions = {},
): Promise<SeedResult> => {
  if (!(await isEmpty(db))) return { seeded: false };

  const now = options.now ?? new Date();
  const rng = createRandom('portal-demo');
  // One hash for every demo login: argon2id is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const id = () => crypto.randomUUID();
  const daysAgo = (days: number, hourUtc = 13) => {
    const d = new Date(now.getTime() - days * DAY_MS);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d.getTime() > now.getTime() ? new Date(now) : d;
  };

  const userRows: NewUser[] = [];
  const businessRows: NewBusiness[] = [];
  const linkRows: NewUserBusiness[] = [];
  const meetingRows: NewMeeting[] = [];
  const entryRows: NewMeetingTranscriptEntry[] = [];
  const addedTaskRows: NewMeetingAddedTask[] = [];
  const taskRows: NewTask[] = [];
  const folderRows: NewDocument[] = [];
  const fileRows: NewDocument[] = [];
  const reportRows: NewMonthlyReport[] = [];
  const files: { key: string; bytes: Uint8Array; contentType: string }[] = [];

  const adminId = id();
  userRows.push({
    id: adminId,
    name: 'Mariana Costa',
    email: 'admin@demo.com.br',
    phoneNumber: '(11) 99200-1100',
    passwordHash,
    role: 'admin',
    status: 'active',
    knowledgeBase:
      'Coordenadora do programa de mentoria; aprova cadastros e acompanha as finanças.',
    notes: 'Administradora principal do portal.',
    createdAt: daysAgo(400),
  });
  const councilId = id();
  userRows.push({
    id: councilId,
    name: 'Roberto Almeida',
    email: 'conselho@demo.com.br',
    phoneNumber: '(11) 99310-2200',
    passwordHash,
    role: 'council',
    status: 'active',
    knowledgeBase: 'Conselheiro com 20 anos de experiência em varejo, alimentação e saúde.',
    notes: 'Acompanha Pão da Serra, Sorriso Pleno e Flor de Lis.',
    createdAt: daysAgo(390),
    createdBy: adminId,
  });

  DEMO_COMPANIES.forEach((company, companyIndex) => {
    const businessId = id();
    const members = company.people.map((person) => ({ person, userId: id() }));
    members.forEach(({ person, userId }, personIndex) => {
      userRows.push({
        id: userId,
        name: person.name,
        email: person.email,
        phoneNumber: person.phone,
        passwordHash,
        role: 'user',
        status: 'active',
        knowledgeBase: person.knowledgeBase ?? null,
        notes: personIndex === 0 ? `Responsável pela empresa ${company.name}.` : null,
        createdAt: daysAgo(370 - companyIndex * 3 - personIndex),
        createdBy: adminId,
      });
      linkRows.push({ userId, businessId });
    });
    if ((COUNCIL_SLUGS as readonly string[]).includes(company.slug)) {
      linkRows.push({ userId: councilId, businessId });
    }

    const logoKey = `logos/${businessId}.svg`;
    files.push({
      key: logoKey,
      bytes: buildLogoSvg(company.initials, company.color, company.accent),
      contentType: 'image/svg+xml',
    });

    // Twelve monthly reports, ending last month (the month before last for one company), each
    // filled in a few days into the following month.
    const firstOffset = company.slug === MISSING_REPORT_SLUG ? -2 : -1;
    const figuresByMonth = new Map<string, ReportFigures>();
    let lastDre: string | null = null;
    for (let k = 11; k >= 0; k -= 1) {
      const month = monthStart(now, firstOffset - k);
      const calendarMonth = month.getUTCMonth();
      const growth = 1 + 0.012 * (11 - k);
      const gross = round2(
        company.baseRevenue *
          (company.seasonality[calendarMonth] ?? 1) *
          growth *
          rng.between(0.95, 1.05),
      );
      const netRevenue = round2(gross * (1 - company.taxRate));
      const cogs = round2(gross * company.cogsRatio * rng.between(0.96, 1.04));
      const expenses = round2(company.baseRevenue * company.expenseRatio * rng.between(0.94, 1.06));
      const netProfit = round2(netRevenue - cogs - expenses);
      const netMargin = netRevenue === 0 ? 0 : Math.round((netProfit / netRevenue) * 1e6) / 1e6;
      const monthLabel = `${MONTHS_PT[calendarMonth]} de ${month.getUTCFullYear()}`;
      const filledOn = new Date(
        Math.min(
          Date.UTC(month.getUTCFullYear(), calendarMonth + 1, 2 + (companyIndex % 4), 12),
          now.getTime(),
        ),
      );
      reportRows.push({
        id: id(),
        businessId,
        month: isoDate(month),
        grossRevenue: gross,
        netRevenue,
        expenses,
        cogs,
        netProfit,
        netMargin,
        customAnswers: company.questions.map((q) => ({
          question: q.question,
          response: rng.pick(q.answers),
        })),
        createdAt: filledOn,
      });
      figuresByMonth.set(isoDate(month), {
        monthLabel,
        grossRevenue: gross,
        netProfit,
        netMargin,
        cogs,
      });
      lastDre = isoDate(filledOn);
    }

    businessRows.push({
      id: businessId,
      name: company.name,
      accessCode: company.slug === DEMO01_SLUG ? DEMO_ACCESS_CODE : null,
      passwordHash: company.slug === DEMO01_SLUG ? passwordHash : null,
      logo: logoKey,
      website: company.website,
      niche: company.niche,
      knowledgeBase: company.knowledgeBase,
      customQuestions: company.questions.map((q) => q.question),
      metaFaturamento: company.metaFaturamento,
      usernameInstagram: company.instagram,
      managedBy: members[0]?.userId ?? null,
      status: 'active',
      createdAt: daysAgo(372 - companyIndex * 3),
      lastDre,
    });

    // Meetings, oldest first, every few weeks; each discusses the newest report before it.
    const mentor = company.mentor;
    const owner = company.people[0]?.name ?? company.name;
    const team = company.people[1]?.name ?? owner;
    const boardTasks: {
      title: string;
      description: string;
      status: TaskStatus;
      createdAt: Date;
      fromMeeting: string | null;
    }[] = [];
    company.meetings.forEach((meeting, meetingIndex) => {
      const meetingId = id();
      const daysBack = 9 + (company.meetings.length - 1 - meetingIndex) * 26 + companyIndex * 2;
      const date = daysAgo(daysBack, 17); // 14:00 in Brasília
      const reported =
        [...figuresByMonth.entries()]
          .filter(([month]) => month < isoDate(monthStart(date, 0)))
          .at(-1)?.[1] ?? [...figuresByMonth.values()][0];
      if (!reported) throw new Error('demo reports are missing');
      const built = buildMeeting(company, meeting, { mentor, owner, team }, reported, rng, {
        hour: 14,
        minute: 0,
      });
      meetingRows.push({
        id: meetingId,
        businessId,
        title: meeting.title,
        date,
        overview: meeting.overview,
        notes: built.notes,
        createdAt: new Date(date.getTime() + 2 * 3_600_000),
      });
      built.entries.forEach((entry, position) => entryRows.push({ meetingId, position, ...entry }));
      meeting.addedTasks.forEach((task, position) => {
        addedTaskRows.push({ meetingId, position, title: task.title, task: task.task });
        // Oldest meeting's tasks are done, the middle one's under way, the newest's not started.
        const status: TaskStatus =
          meetingIndex === 0
            ? 'done'
            : meetingIndex === company.meetings.length - 1
              ? 'not-started'
              : position === 0
                ? 'in-progress'
                : 'done';
        boardTasks.push({
          title: task.title,
          description: task.task,
          status,
          createdAt: new Date(date.getTime() + 3 * 3_600_000),
          fromMeeting: meetingId,
        });
      });
    });
    company.extraTasks.forEach((task, index) =>
      boardTasks.push({ ...task, createdAt: daysAgo(60 - index * 11), fromMeeting: null }),
    );
    const columnOrder: TaskStatus[] = ['not-started', 'in-progress', 'done'];
    const ordered = columnOrder.flatMap((status) => boardTasks.filter((t) => t.status === status));
    ordered.forEach((task, position) => {
      const completedAt =
        task.status === 'done'
          ? new Date(Math.min(task.createdAt.getTime() + (5 + position) * DAY_MS, now.getTime()))
          : null;
      taskRows.push({
        id: id(),
        businessId,
        title: task.title,
        description: task.description,
        status: task.status,
        position,
        createdAt: task.createdAt,
        completedAt,
        fromMeeting: task.fromMeeting,
        updatedAt: completedAt ?? task.createdAt,
      });
    });

    // Documents: three folders (one level), Drive links at root and inside, one uploaded PDF.
    const year = now.getUTCFullYear();
    const folder = (name: string, description: string, days: number) => {
      const folderId = id();
      folderRows.push({
        id: folderId,
        businessId,
        type: 'folder',
        name,
        description,
        createdAt: daysAgo(days),
      });
      return folderId;
    };
    const financeiro = folder('Financeiro', 'DREs, fluxo de caixa e planilhas de custos', 300);
    const marketing = folder('Marketing', 'Campanhas, calendário de posts e materiais', 290);
    const reunioes = folder('Reuniões', 'Atas e materiais das mentorias', 280);
    const drive = (
      name: string,
      kind: 'document' | 'spreadsheets' | 'presentation' | 'file' | 'folder',
      parentId: string | null,
      days: number,
    ) => {
      const driveId = rng.driveId(kind === 'file' || kind === 'folder' ? 33 : 44);
      const driveUrl =
        kind === 'folder'
          ? `https://drive.google.com/drive/folders/${driveId}`
          : kind === 'file'
            ? `https://drive.google.com/file/d/${driveId}/view`
            : `https://docs.google.com/${kind}/d/${driveId}/edit`;
      fileRows.push({
        id: id(),
        businessId,
        type: kind === 'folder' ? 'redirectFolder' : 'driveFile',
        name,
        parentId,
        driveUrl,
        driveId,
        createdAt: daysAgo(days),
      });
    };
    drive(`Plano de ação ${year}`, 'document', null, 200);
    drive('Fotos e materiais', 'folder', null, 190);
    drive('Contrato social', 'file', null, 310);
    drive(`Planilha DRE ${year}`, 'spreadsheets', financeiro, 180);
    drive('Fluxo de caixa', 'spreadsheets', financeiro, 120);
    drive('Calendário de conteúdo', 'document', marketing, 90);
    drive('Apresentação institucional', 'presentation', marketing, 150);
    drive('Ata da última mentoria', 'document', reunioes, 12);

    const lastMeeting = company.meetings.at(-1);
    const lastFigures = [...figuresByMonth.values()].at(-1);
    const pdf = buildPdf(`Resumo da mentoria - ${company.name}`, [
      `Empresa: ${company.name} (${company.niche})`,
      `Mentor: ${mentor}`,
      `Tema: ${lastMeeting?.title ?? ''}`,
      lastFigures
        ? `Receita bruta de ${lastFigures.monthLabel}: ${formatBrl(lastFigures.grossRevenue)}`
        : '',
      lastFigures ? `Margem líquida: ${formatPercent(lastFigures.netMargin)}` : '',
      `Ponto de atenção: ${company.attention}.`,
      ...(lastMeeting?.addedTasks ?? []).map((t) => `- ${t.title}`),
    ]);
    const pdfKey = `documents/${businessId}/resumo-da-mentoria.pdf`;
    files.push({ key: pdfKey, bytes: pdf, contentType: 'application/pdf' });
    fileRows.push({
      id: id(),
      businessId,
      type: 'uploadedFile',
      name: 'Resumo da mentoria.pdf',
      parentId: reunioes,
      fileKey: pdfKey,
      fileType: 'application/pdf',
      fileSize: pdf.byteLength,
      createdAt: daysAgo(8),
    });
  });

  // The registration waiting for approval: a user, a waiting business and its team e-mails.
  const waitingUserId = id();
  const waitingBusinessId = id();
  userRows.push({
    id: waitingUserId,
    name: WAITING_COMPANY.owner.name,
    email: WAITING_COMPANY.owner.email,
    phoneNumber: WAITING_COMPANY.owner.phone,
    passwordHash,
    role: 'user',
    status: 'waiting',
    createdAt: daysAgo(2),
  });
  businessRows.push({
    id: waitingBusinessId,
    name: WAITING_COMPANY.name,
    website: WAITING_COMPANY.website,
    niche: WAITING_COMPANY.niche,
    knowledgeBase: WAITING_COMPANY.knowledgeBase,
    metaFaturamento: WAITING_COMPANY.metaFaturamento,
    usernameInstagram: WAITING_COMPANY.instagram,
    managedBy: waitingUserId,
    status: 'waiting',
    createdAt: daysAgo(2),
  });
  linkRows.push({ userId: waitingUserId, businessId: waitingBusinessId });
  const teamEmailRows = WAITING_COMPANY.teamEmails.map((email) => ({
    businessId: waitingBusinessId,
    email,
  }));

  for (const file of files) await storage.put(file.key, file.bytes, file.contentType);

  const seeded = await db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL: the second waits here, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(users).values(userRows);
    await tx.insert(businesses).values(businessRows);
    await tx.insert(userBusinesses).values(linkRows);
    await tx.insert(businessTeamEmails).values(teamEmailRows);
    await tx.insert(meetings).values(meetingRows);
    await tx.insert(meetingTranscriptEntries).values(entryRows);
    await tx.insert(meetingAddedTasks).values(addedTaskRows);
    await tx.insert(tasks).values(taskRows);
    await tx.insert(documents).values(folderRows);
    await tx.insert(documents).values(fileRows);
    await tx.insert(monthlyReports).values(reportRows);
    return true;
  });
  if (!seeded) return { seeded: false };

  return {
    seeded: true,
    users: userRows.length,
    businesses: businessRows.length,
    meetings: meetingRows.length,
    transcriptEntries: entryRows.length,
    tasks: taskRows.length,
    documents: folderRows.length + fileRows.length,
    monthlyReports: reportRows.length,
    files: files.length,
  };
};
