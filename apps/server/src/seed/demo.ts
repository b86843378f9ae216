import { routes, type SessionRole } from '@portal/domain';
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
} from '../db/schema/index';
import { newStorageKey, type FileStorage } from '../storage/storage';
import {
  COUNCIL_SLUGS,
  DEMO01_SLUG,
  DEMO_COMPANIES,
  JOIN_REQUEST,
  LOSS_MONTH,
  MISSING_REPORT_SLUG,
  WAITING_COMPANY,
  type DemoCompany,
} from './demo-data';
import { addDocuments } from './demo-documents';
import { addMeetingsAndBoard } from './demo-meetings';
import { addReports } from './demo-reports';
import { DAY_MS, emptyRows, type DemoContext } from './demo-rows';
import { buildLogoSvg } from './logo';
import { createRandom } from './random';

const DEMO_PASSWORD = 'demo1234';
const DEMO_ACCESS_CODE = 'DEMO01';

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
  /** Role as the browser stores it (docs/product.md: admin, council, ordinary, waiting). */
  sessionRole: SessionRole;
  name: string;
  /** The company the account belongs to, when it has exactly one. */
  business: string | null;
  /** Where docs/product.md lands this account after login. */
  landing: (typeof routes)['adminBusinesses' | 'meetings' | 'waiting'];
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
    landing: routes.adminBusinesses,
  },
  {
    authType: 'user',
    key: 'conselho@demo.com.br',
    password: DEMO_PASSWORD,
    role: 'council',
    sessionRole: 'council',
    name: 'Roberto Almeida',
    business: null,
    landing: routes.adminBusinesses,
  },
  {
    authType: 'user',
    key: 'usuario@demo.com.br',
    password: DEMO_PASSWORD,
    role: 'user',
    sessionRole: 'ordinary',
    name: DEMO01_COMPANY.people[0]?.name ?? '',
    business: DEMO01_COMPANY.name,
    landing: routes.meetings,
  },
  {
    authType: 'user',
    key: 'aguardando@demo.com.br',
    password: DEMO_PASSWORD,
    role: 'user',
    sessionRole: 'waiting',
    name: WAITING_COMPANY.owner.name,
    business: WAITING_COMPANY.name,
    landing: routes.waiting,
  },
  {
    authType: 'business',
    key: DEMO_ACCESS_CODE,
    password: DEMO_PASSWORD,
    role: 'business',
    sessionRole: 'ordinary',
    name: DEMO01_COMPANY.name,
    business: DEMO01_COMPANY.name,
    landing: routes.meetings,
  },
] as const satisfies readonly DemoAccount[];

/** Names of the active demo companies, in seed order. */
export const DEMO_BUSINESS_NAMES: readonly string[] = DEMO_COMPANIES.map((c) => c.name);
/** The one active company without last month's report. */
export const DEMO_MISSING_REPORT_BUSINESS = companyBySlug(MISSING_REPORT_SLUG).name;
/** The demo company with a loss month. */
export const DEMO_LOSS_MONTH_BUSINESS = companyBySlug(LOSS_MONTH.slug).name;
/** The company waiting for approval (registered by aguardando@). */
export const DEMO_WAITING_BUSINESS = WAITING_COMPANY.name;
/** The company a person asks to join (a join request waiting for the admin). */
export const DEMO_JOIN_REQUEST_BUSINESS = companyBySlug(JOIN_REQUEST.slug).name;
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

// Any constant: it only has to be the same for every server seeding one PostgreSQL.
const SEED_LOCK_KEY = 7_240_332;

const isEmpty = async (db: Database) => {
  const [u] = await db.select({ n: count() }).from(users);
  const [b] = await db.select({ n: count() }).from(businesses);
  return (u?.n ?? 0) === 0 && (b?.n ?? 0) === 0;
};

/**
 * Fills an EMPTY database with the pt-BR demo (6 companies, one waiting and a join request to
 * Pão da Serra, people of every
 * role, a year of reports, meetings with transcripts, boards, documents and files). Does
 * nothing when any user or business exists, so it is safe to call on every start. All rows are
 * written in one transaction; files go to `storage` first, under the keys the HTTP layer uses for
 * uploads (`logos/<random>.svg`, `documents/<random>.pdf`). A failed seed may leave
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

  const context: DemoContext = { now, rng, id, daysAgo };
  const rows = emptyRows();

  const adminId = id();
  rows.users.push({
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
  rows.users.push({
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

  const businessIdBySlug = new Map<string, string>();
  DEMO_COMPANIES.forEach((company, companyIndex) => {
    const businessId = id();
    businessIdBySlug.set(company.slug, businessId);
    const members = company.people.map((person) => ({ person, userId: id() }));
    members.forEach(({ person, userId }, personIndex) => {
      rows.users.push({
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
      rows.links.push({ userId, businessId });
    });
    if ((COUNCIL_SLUGS as readonly string[]).includes(company.slug)) {
      rows.links.push({ userId: councilId, businessId });
    }

    // A fresh random key like an uploaded logo's (the files route serves logos to anyone holding
    // the key, and business ids are no secret). crypto's randomness, not the seeded `rng`: the
    // demo's content and figures stay the same run after run.
    const logoKey = newStorageKey('logos', 'svg');
    rows.files.push({
      key: logoKey,
      bytes: buildLogoSvg(company.initials, company.color, company.accent),
      contentType: 'image/svg+xml',
    });

    const companyContext = { ...context, company, companyIndex, businessId };
    const { figuresByMonth, lastDre } = addReports(companyContext, rows);

    rows.businesses.push({
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

    addMeetingsAndBoard(companyContext, rows, figuresByMonth);
    addDocuments(companyContext, rows, figuresByMonth);
  });

  // The registration waiting for approval: a user, a waiting business and its team e-mails.
  const waitingUserId = id();
  const waitingBusinessId = id();
  rows.users.push({
    id: waitingUserId,
    name: WAITING_COMPANY.owner.name,
    email: WAITING_COMPANY.owner.email,
    phoneNumber: WAITING_COMPANY.owner.phone,
    passwordHash,
    role: 'user',
    status: 'waiting',
    createdAt: daysAgo(2),
  });
  rows.businesses.push({
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
  rows.links.push({ userId: waitingUserId, businessId: waitingBusinessId });
  // A join request: someone who picked an existing company at registration and waits. Added
  // after everything drawn from the seeded random sequence, so the demo's content is unchanged.
  const joinRequestId = id();
  rows.users.push({
    id: joinRequestId,
    name: JOIN_REQUEST.name,
    email: JOIN_REQUEST.email,
    phoneNumber: JOIN_REQUEST.phone,
    passwordHash,
    role: 'user',
    status: 'waiting',
    createdAt: daysAgo(1),
  });
  rows.links.push({ userId: joinRequestId, businessId: businessIdBySlug.get(JOIN_REQUEST.slug)! });
  const teamEmailRows = WAITING_COMPANY.teamEmails.map((email) => ({
    businessId: waitingBusinessId,
    email,
  }));

  for (const file of rows.files) await storage.put(file.key, file.bytes, file.contentType);

  const seeded = await db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL: the second waits here, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(users).values(rows.users);
    await tx.insert(businesses).values(rows.businesses);
    await tx.insert(userBusinesses).values(rows.links);
    await tx.insert(businessTeamEmails).values(teamEmailRows);
    await tx.insert(meetings).values(rows.meetings);
    await tx.insert(meetingTranscriptEntries).values(rows.entries);
    await tx.insert(meetingAddedTasks).values(rows.addedTasks);
    await tx.insert(tasks).values(rows.tasks);
    await tx.insert(documents).values(rows.folders);
    await tx.insert(documents).values(rows.documents);
    await tx.insert(monthlyReports).values(rows.reports);
    return true;
  });
  if (!seeded) return { seeded: false };

  return {
    seeded: true,
    users: rows.users.length,
    businesses: rows.businesses.length,
    meetings: rows.meetings.length,
    transcriptEntries: rows.entries.length,
    tasks: rows.tasks.length,
    documents: rows.folders.length + rows.documents.length,
    monthlyReports: rows.reports.length,
    files: rows.files.length,
  };
};
