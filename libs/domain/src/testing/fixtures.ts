import { BLANK_ITEM_FIELDS } from '../documents/library-items';
import type { FinanceFigures } from '../admin-finance/finance-rules';
import type { Company, LibraryItem, Task, TaskStatus } from '../model/workspace';
import type { MonthlyReport, ReportsData } from '../model/reports';
import type { BusinessRef, ManagedUser } from '../model/admin-users';

// Shared test data of the workspace machines' tests, so a change to Task or Company is made once.

/** A task titled 'Tarefa {id}' with no description; `fields` overrides any of it. */
export const taskFixture = (id: string, status: TaskStatus, fields: Partial<Task> = {}): Task => ({
  id,
  title: `Tarefa ${id}`,
  status,
  content: '',
  created_at: '2026-11-02T12:00:00.000Z',
  completed_at: null,
  from_meeting: null,
  ...fields,
});

export const companyFixture: Company = {
  id: 'b1',
  name: 'Padaria Pão Quente',
  logo: 'https://cdn.example/logo.png',
  website: 'https://paoquente.com.br',
  niche: 'Alimentação',
  knowledge_base: 'Padaria de bairro com fornadas a cada duas horas.',
  meta_faturamento: '500000',
  username_instagram: '@paoquente',
  managed_by: 'u1',
  access_users: [{ id: 'u1', name: 'Ana', email: 'ana@paoquente.com.br', role: 'user' }],
};

/** A library item with nothing but its id, type and name set; `fields` overrides any of it. */
export const libraryItemFixture = (
  id: string,
  type: string,
  name: string,
  fields: Partial<LibraryItem> = {},
): LibraryItem => ({
  ...BLANK_ITEM_FIELDS,
  id,
  type,
  name,
  parentId: null,
  created_at: '2026-11-02T12:00:00.000Z',
  ...fields,
});

/**
 * A small library: at root the folder 'Contratos' (holding a PDF), a Drive folder link, a Google
 * spreadsheet and an uploaded image.
 */
export const libraryFixture: readonly LibraryItem[] = [
  libraryItemFixture('Contratos', 'folder', 'Contratos', { description: 'Assinados' }),
  libraryItemFixture('f-social', 'uploadedFile', 'Contrato social', {
    parentId: 'Contratos',
    file_url: '/files/f-social',
    file_type: 'application/pdf',
    file_size: 120_000,
  }),
  libraryItemFixture('r-equipe', 'redirectFolder', 'Drive da equipe', {
    drive_url: 'https://drive.google.com/drive/folders/equipe789',
    driveId: 'equipe789',
  }),
  libraryItemFixture('d-custos', 'driveFile', 'Planilha de custos', {
    drive_url: 'https://docs.google.com/spreadsheets/d/custos123/edit',
    driveId: 'custos123',
    thumbnail: 'https://drive.google.com/thumbnail?id=custos123&sz=w320',
  }),
  libraryItemFixture('f-logo', 'uploadedFile', 'Logo', {
    file_url: '/files/f-logo',
    file_type: 'image/png',
    file_size: 40_000,
  }),
];

/**
 * A monthly report of `month_year` with gross revenue `gross` and net profit `profit` (the other
 * figures consistent with them); `fields` overrides any of it.
 */
export const reportFixture = (
  id: string,
  month_year: string,
  gross: number,
  profit: number,
  fields: Partial<MonthlyReport> = {},
): MonthlyReport => ({
  id,
  month_year,
  gross_revenue: gross,
  net_revenue: gross * 0.9,
  expenses: gross * 0.9 - profit - gross * 0.3,
  cogs: gross * 0.3,
  net_profit: profit,
  net_margin: profit / (gross * 0.9),
  customAnswers: [{ question: 'Qual foi o destaque do mês?', response: `Destaque ${id}` }],
  ...fields,
});

/** Three months of a company with one custom question, the previous month (2026-10) missing. */
export const reportsDataFixture: ReportsData = {
  reports: [
    reportFixture('7', '2026-09', 12000, 3000),
    reportFixture('5', '2025-09', 10000, 2000),
    reportFixture('6', '2026-08', 11000, 2500),
  ],
  revenueGoal: 100000,
  latestFilled: false,
  questions: ['Qual foi o destaque do mês?'],
  company: { name: 'Padaria Pão Quente', logo: null },
  sheetUrl: null,
};

/** A company's finance record of one month: net profit and margin from its figures. */
export const financeFixture = (
  businessId: string,
  businessName: string,
  figures: { gross: number; net: number; expenses: number; cogs: number },
  fields: Partial<FinanceFigures> = {},
): FinanceFigures => {
  const net_profit = Math.round((figures.net - figures.cogs - figures.expenses) * 100) / 100;
  return {
    id: `report-${businessId}`,
    businessId,
    businessName,
    gross_revenue: figures.gross,
    net_revenue: figures.net,
    expenses: figures.expenses,
    cogs: figures.cogs,
    net_profit,
    net_margin: figures.net === 0 ? 0 : net_profit / figures.net,
    months: 1,
    ...fields,
  };
};

/** October 2026 of three companies: a profit, a loss, and a month without revenue. */
export const financeMonthFixture: readonly FinanceFigures[] = [
  financeFixture('b3', 'Ótica Visão', {
    gross: 60_000,
    net: 50_000,
    expenses: 40_000,
    cogs: 20_000,
  }),
  financeFixture('b1', 'Padaria Pão Quente', {
    gross: 120_000.5,
    net: 100_000,
    expenses: 30_000.5,
    cogs: 50_000,
  }),
  financeFixture('b2', 'Academia Forma', { gross: 0, net: 0, expenses: 500, cogs: 0 }),
];

/** Companies of the admin users tests. */
export const auroraRef = { id: 'b-aurora', name: 'Padaria Aurora' } as const;
export const bistroRef = { id: 'b-bistro', name: 'Bistrô Central' } as const;
export const cafeRef = { id: 'b-cafe', name: 'Café Colonial' } as const;

/** A person of the admin users screen; `fields` overrides any of it. */
export const managedUserFixture = (
  id: string,
  name: string,
  role: ManagedUser['role'],
  businesses: readonly BusinessRef[] = [],
  fields: Partial<ManagedUser> = {},
): ManagedUser => ({
  id,
  name,
  email: `${id}@example.com`,
  phone_number: null,
  role,
  knowledge_base: null,
  notes: null,
  created_at: '2026-03-04T15:06:00.000Z',
  created_by: null,
  created_by_name: null,
  business: { businesses: role === 'admin' ? [] : businesses },
  ...fields,
});

/** The admin users list: an admin (the signed-in one), a council member, users, someone waiting. */
export const managedUsersFixture: readonly ManagedUser[] = [
  managedUserFixture('u-admin', 'Marina Admin', 'admin'),
  managedUserFixture('u-carla', 'Carla Conselho', 'council', [auroraRef, bistroRef]),
  managedUserFixture('u-joao', 'João Silva', 'user', [auroraRef]),
  managedUserFixture('u-bruno', 'Bruno Costa', 'user', [cafeRef]),
  managedUserFixture('u-wanda', 'Wanda Espera', 'waiting', [bistroRef]),
];
