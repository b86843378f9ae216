import { z } from 'zod/v4';
import { dreStatus, formatMonthYear, monthKey, monthOf } from '@portal/domain';
import {
  listActiveCompanies,
  listCompanyFacts,
  type CompanyFact,
} from '../../../repositories/assistant-companies';
import { portalLinks } from './links';
import { defineTool, fold, monthInput, searchInput } from './tool';
import { financeRecords } from '../../finance-records';

/** A company's status in the words an answer uses. */
const STATUS_LABELS = { active: 'ativa', waiting: 'aguardando aprovação' } as const;

/** A company as the tools answer it, with its page. */
export type CompanyView = {
  id: string;
  name: string;
  /** 'waiting': registered, not approved yet; its figures, meetings and tasks count nowhere. */
  status: CompanyFact['status'];
  statusLabel: string;
  niche: string | null;
  manager: string | null;
  revenueGoal: number;
  /** Day the newest monthly report was filled ('YYYY-MM-DD'), or null. */
  lastDre: string | null;
  /** docs/product.md: the DRE is 'this month' when lastDRE falls in the current month (dreStatus, as the Companies screen counts it). */
  dreThisMonth: boolean;
  link: string;
};

const companyView = (c: CompanyFact, now: Date): CompanyView => ({
  id: c.id,
  name: c.name,
  status: c.status,
  statusLabel: STATUS_LABELS[c.status],
  niche: c.niche,
  manager: c.managerName,
  revenueGoal: c.revenueGoal,
  lastDre: c.lastDre,
  dreThisMonth: dreStatus(c.lastDre, now) === 'thisMonth',
  // A waiting company has no pages to open yet: the admin approves it on the Companies screen.
  link: c.status === 'active' ? portalLinks.company(c.id) : portalLinks.companies,
});

/** Words of a name that say little about which company it is. */
const CONNECTORS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'a', 'o']);

/**
 * Whether `name` answers `query`: the folded name contains the folded query, or every word of the
 * query (connectors aside) is a word of the name or starts one ('pao serra', 'faisca').
 */
export const nameMatches = (name: string, query: string): boolean => {
  const n = fold(name);
  const q = fold(query);
  if (!q) return false;
  if (n.includes(q)) return true;
  const words = n.split(/[^a-z0-9]+/);
  const wanted = q.split(/[^a-z0-9]+/).filter((w) => w && !CONNECTORS.has(w));
  return wanted.length > 0 && wanted.every((w) => words.some((word) => word.startsWith(w)));
};

export const listCompaniesTool = defineTool({
  name: 'list_companies',
  description:
    'Lista as empresas do portal em ordem alfabética: id, nome, situação (status: active = ativa, ' +
    'mentorada; waiting = cadastrada e aguardando aprovação), nicho, responsável, meta anual de ' +
    'faturamento, data do último DRE enviado e se o DRE deste mês já foi enviado, com o link da ' +
    'página da empresa. Por padrão só as ativas; status waiting ou all inclui as que aguardam ' +
    'aprovação.',
  input: z.object({
    status: z
      .enum(['active', 'waiting', 'all'])
      .optional()
      .describe('active (padrão), waiting (aguardando aprovação) ou all (todas)'),
  }),
  run: async (db, { status }, { now }) => ({
    companies: (await listCompanyFacts(db, status ?? 'active')).map((c) => companyView(c, now)),
  }),
});

export const searchCompaniesTool = defineTool({
  name: 'search_companies',
  description:
    'Procura empresas pelo nome, ignorando maiúsculas e acentos, também por parte do nome ' +
    '("pao da serra", "Faísca"), entre as ativas e as que aguardam aprovação (status de cada ' +
    'uma). Devolve as empresas encontradas (lista vazia quando nenhuma).',
  input: z.object({ query: searchInput.describe('Nome ou parte do nome da empresa') }),
  run: async (db, { query }, { now }) => ({
    query,
    companies: (await listCompanyFacts(db, 'all'))
      .filter((c) => nameMatches(c.name, query))
      .map((c) => companyView(c, now)),
  }),
});

export const dreStatusTool = defineTool({
  name: 'dre_status',
  description:
    'Situação do DRE (relatório financeiro mensal) das empresas ativas. Sem month: no mês ' +
    'corrente, quais já enviaram um DRE este mês e quais estão pendentes (como a tela Empresas ' +
    'conta). Com month (AAAA-MM): quais têm o DRE daquele mês e quais não têm.',
  input: z.object({
    month: monthInput.optional().describe('Mês do DRE (AAAA-MM); omita para o envio deste mês'),
  }),
  run: async (db, { month }, { now }) => {
    const companies = (await listActiveCompanies(db)).map((c) => companyView(c, now));
    if (month) {
      const reported = new Set((await financeRecords(db, month)).map((r) => r.businessId));
      return {
        month,
        monthLabel: formatMonthYear(month),
        ofMonth: true,
        sent: companies.filter((c) => reported.has(c.id)),
        pending: companies.filter((c) => !reported.has(c.id)),
      };
    }
    const current = monthKey(monthOf(now));
    return {
      month: current,
      monthLabel: formatMonthYear(current),
      ofMonth: false,
      sent: companies.filter((c) => c.dreThisMonth),
      pending: companies.filter((c) => !c.dreThisMonth),
    };
  },
});
